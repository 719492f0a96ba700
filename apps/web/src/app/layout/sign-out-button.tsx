import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../shared/auth/auth-store';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon } from '../../shared/ui/icon';

/** 'Déconnexion': signs out and returns to the home page (spec §2). Shown only when signed in. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        signOut();
        void navigate(paths.home());
      }}
    >
      <Icon name="signOut" size={20} />
      {t('header.signOut')}
    </button>
  );
}

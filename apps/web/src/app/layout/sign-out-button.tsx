import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon';
import { useAuthActions } from './use-auth-actions';

/** 'Déconnexion': signs out and returns to the site root (docs/spec.md §2). Shown only when signed in. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { busy, signOut } = useAuthActions();
  return (
    <button type="button" className={className} disabled={busy} onClick={signOut}>
      <Icon name="signOut" size={20} />
      {t('header.signOut')}
    </button>
  );
}

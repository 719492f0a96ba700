import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon';
import { useAuthActions } from './use-auth-actions';

/** 'Connexion': starts the sign-in redirect and comes back to this page (docs/spec.md §4). */
export function SignInButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { busy, signIn } = useAuthActions();
  return (
    <button type="button" className={className} disabled={busy} onClick={signIn}>
      <Icon name="signIn" size={20} />
      {t('header.signIn')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { usePaths } from '../../shared/routing/use-paths';
import type { AuthFlow } from '../../shared/auth/sign-in';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { Icon, type IconName } from '../../shared/ui/icon';
import type { TranslationKey } from '../../i18n/translation-key';
import styles from './account-actions.module.css';
import { SignOutButton } from './sign-out-button';
import { useAuthActions } from './use-auth-actions';

interface AccountLink {
  flow: AuthFlow;
  label: TranslationKey;
  icon: IconName;
  /** An external provider's own page for it (null: not offered). */
  externalUrl: string | null;
}

/**
 * The signed-in user's actions: their products, their data (an installer's own items are in
 * the installer navigation), the console for manufacturer staff, profile edit and password reset at the identity
 * provider (the embedded provider's flows, or an external provider's configured pages), and
 * sign-out.
 */
export function AccountActions({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { oidc } = useRuntimeConfig();
  const { busy, startFlow } = useAuthActions();
  const user = useCurrentUser();
  const paths = usePaths();
  const links: AccountLink[] = [
    { flow: 'profile', label: 'header.editProfile', icon: 'edit', externalUrl: oidc.profileUrl },
    {
      flow: 'reset',
      label: 'header.resetPassword',
      icon: 'key',
      externalUrl: oidc.passwordResetUrl,
    },
  ];
  return (
    <ul className={styles.list}>
      <li>
        <Link className={className} to={paths.myProducts()}>
          <Icon name="serialNumber" size={20} />
          {t('header.myProducts')}
        </Link>
      </li>
      <li>
        <Link className={className} to={paths.myData()}>
          <Icon name="user" size={20} />
          {t('header.myData')}
        </Link>
      </li>
      {user.isAuthenticated && user.isStaff && (
        <li>
          <Link className={className} to={paths.console()}>
            <Icon name="tableCheck" size={20} />
            {t('header.console')}
          </Link>
        </li>
      )}
      {links.map(({ flow, label, icon, externalUrl }) => {
        const content = (
          <>
            <Icon name={icon} size={20} />
            {t(label)}
          </>
        );
        if (oidc.embedded) {
          return (
            <li key={flow}>
              <button
                type="button"
                className={className}
                disabled={busy}
                onClick={() => startFlow(flow)}
              >
                {content}
              </button>
            </li>
          );
        }
        return externalUrl === null ? null : (
          <li key={flow}>
            <a className={className} href={externalUrl}>
              {content}
            </a>
          </li>
        );
      })}
      <li>
        <SignOutButton className={className} />
      </li>
    </ul>
  );
}

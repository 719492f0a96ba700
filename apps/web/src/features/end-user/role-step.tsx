import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { startSignIn } from '../../shared/auth/sign-in';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { LoginPanel } from '../../shared/registration/login-panel';
import {
  isUserType,
  RoleSelectionForm,
  type UserType,
} from '../../shared/registration/role-selection-form';
import { usePaths } from '../../shared/routing/use-paths';

const LOGIN_PARAM = 'isLoginScreenVisible';

/**
 * End-user step 2 (spec §2, §4): an owner signs in or goes on anonymously; an installer
 * takes the serial and product over to the installer flow.
 */
export function RoleStep() {
  const navigate = useNavigate();
  const paths = usePaths();
  const user = useCurrentUser();
  const { endUserLoginRequired } = useRuntimeConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const userTypeParam = searchParams.get('userType');
  const userType = isUserType(userTypeParam) ? userTypeParam : null;
  const loginVisible = searchParams.get(LOGIN_PARAM) === '1';

  // Back from the identity provider (or already signed in) with a role: on to the address.
  const signedInOwner = user.isAuthenticated && userType === '1';
  useEffect(() => {
    if (signedInOwner) void navigate(paths.userStep(3), { replace: true });
  }, [signedInOwner, navigate, paths]);

  const mergeQuery = (patch: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const submit = (choice: UserType) => {
    if (choice === '2') {
      const { serialNumber, productInformation } = useEndUserStore.getState();
      useInstallerStore.getState().update({ serialNumber, productInformation });
      void navigate(paths.installerStep(2, { userType: '2', isLoginScreenVisible: '1' }));
      return;
    }
    // Signed in, the effect above moves on as soon as the role is in the URL.
    mergeQuery({ userType: choice, [LOGIN_PARAM]: user.isAuthenticated ? null : '1' });
  };

  const signIn = () => void startSignIn({ returnTo: paths.userStep(2, { userType: '1' }) });

  return (
    <>
      <RoleSelectionForm
        key={userType ?? 'none'}
        initial={userType}
        onBack={() => void navigate(paths.userStep(1))}
        onSubmit={submit}
      />
      {loginVisible && !user.isAuthenticated && (
        <LoginPanel
          loginRequired={endUserLoginRequired}
          onSignIn={signIn}
          onContinueWithout={() => void navigate(paths.userStep(3), { replace: true })}
          onClose={() => mergeQuery({ [LOGIN_PARAM]: null })}
        />
      )}
    </>
  );
}

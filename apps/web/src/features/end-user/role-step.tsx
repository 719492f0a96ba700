import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { startSignIn } from '../../shared/auth/sign-in';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { RoleStepForm, useQueryUserType } from '../../shared/registration/role-step-form';
import { usePaths } from '../../shared/routing/use-paths';

/**
 * End-user step 2 (docs/spec.md §2, §4): an owner signs in or goes on anonymously; an installer
 * takes the serial and product over to the installer flow.
 */
export function RoleStep() {
  const navigate = useNavigate();
  const paths = usePaths();
  const user = useCurrentUser();
  const { endUserLoginRequired } = useRuntimeConfig();
  const userType = useQueryUserType();

  // Signed in (back from the identity provider, or before) with the owner's role chosen,
  // or with an account that has no company and so is an owner (docs/spec.md §4): on to the address.
  const signedInOwner = user.isAuthenticated && (userType === '1' || !isInstaller(user));
  useEffect(() => {
    if (signedInOwner) void navigate(paths.userStep(3), { replace: true });
  }, [signedInOwner, navigate, paths]);

  const handOver = () => {
    const { serialNumber, productInformation } = useEndUserStore.getState();
    useInstallerStore.getState().update({ serialNumber, productInformation });
    void navigate(paths.installerStep(2, { userType: '2', isLoginScreenVisible: '1' }));
  };

  return (
    <RoleStepForm
      handOverRole="2"
      onHandOver={handOver}
      onBack={() => void navigate(paths.userStep(1))}
      onSignIn={() => void startSignIn({ returnTo: paths.userStep(2, { userType: '1' }) })}
      onContinueWithout={
        endUserLoginRequired ? undefined : () => void navigate(paths.userStep(3), { replace: true })
      }
    />
  );
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { startSignIn } from '../../shared/auth/sign-in';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { RoleStepForm, useQueryUserType } from '../../shared/registration/role-step-form';
import { usePaths } from '../../shared/routing/use-paths';

/**
 * Installer step 2 'Qui enregistre?' (docs/spec.md §2, §4). The installer choice needs a
 * signed-in account and then goes on to the address; an owner is handed over to the
 * end-user flow with the serial and the product. A signed-in installer, or a signed-in
 * user who has already chosen the installer role, goes on to the address at once.
 */
export function InstallerRoleStep() {
  const navigate = useNavigate();
  const paths = usePaths();
  const user = useCurrentUser();
  const userType = useQueryUserType();

  const goesOn = user.isAuthenticated && (userType === '2' || isInstaller(user));
  useEffect(() => {
    if (goesOn) void navigate(paths.installerStep(3), { replace: true });
  }, [goesOn, navigate, paths]);

  const handOver = () => {
    const { serialNumber, productInformation } = useInstallerStore.getState();
    useEndUserStore.getState().update({ serialNumber, productInformation });
    void navigate(paths.userStep(2, { userType: '1', isLoginScreenVisible: '1' }));
  };

  return (
    <RoleStepForm
      handOverRole="1"
      onHandOver={handOver}
      onBack={() => void navigate(paths.installerStep(1))}
      onSignIn={() => void startSignIn({ returnTo: paths.installerStep(2, { userType: '2' }) })}
      // Installer steps 3 to 5 need an account: there is no going on without one.
      onContinueWithout={undefined}
    />
  );
}

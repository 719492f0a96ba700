import { useNavigate } from 'react-router';
import { AddressStepForm } from '../../shared/address/address-step-form';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { usePaths } from '../../shared/routing/use-paths';

/** End-user step 3 (docs/spec.md §2): the installation address, required and complete (docs/spec.md §5). */
export function AddressStep() {
  const navigate = useNavigate();
  const paths = usePaths();
  const address = useEndUserStore((state) => state.address);
  const additionalAddressLine1 = useEndUserStore((state) => state.additionalAddressLine1);
  const stateOrProvince = useEndUserStore((state) => state.stateOrProvince);
  const addressSource = useEndUserStore((state) => state.addressSource);
  const update = useEndUserStore((state) => state.update);
  return (
    <AddressStepForm
      value={{ address, additionalAddressLine1, stateOrProvince, addressSource }}
      onChange={update}
      onBack={() => void navigate(paths.userStep(2), { replace: true })}
      onContinue={() => void navigate(paths.userStep(4), { replace: true })}
    />
  );
}

import { isCompletePlace } from '@pr/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddressEntry, type AddressValue } from '../../shared/address/address-entry';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { StepActions } from '../../shared/forms/step-actions';
import { usePaths } from '../../shared/routing/use-paths';

/** End-user step 3 (spec §2): the installation address, required and complete (spec §5). */
export function AddressStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const address = useEndUserStore((state) => state.address);
  const additionalAddressLine1 = useEndUserStore((state) => state.additionalAddressLine1);
  const stateOrProvince = useEndUserStore((state) => state.stateOrProvince);
  const addressSource = useEndUserStore((state) => state.addressSource);
  const update = useEndUserStore((state) => state.update);
  const [submitted, setSubmitted] = useState(false);
  const value: AddressValue = { address, additionalAddressLine1, stateOrProvince, addressSource };
  const valid = address !== null && isCompletePlace(address);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) void navigate(paths.userStep(4), { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate>
      <AddressEntry
        value={value}
        onChange={update}
        error={submitted && !valid ? t('validation.invalidAddress') : undefined}
      />
      <StepActions onBack={() => void navigate(paths.userStep(2), { replace: true })} />
    </form>
  );
}

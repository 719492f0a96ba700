import { isCompletePlace } from '@pr/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../forms/step-actions';
import { AddressEntry, type AddressValue } from './address-entry';

interface AddressStepFormProps {
  value: AddressValue;
  onChange: (patch: AddressValue) => void;
  onBack: () => void;
  /** Called once a complete address is chosen and the user continues. */
  onContinue: () => void;
  /** The person entering it is not the one who lives there: an installer, for a customer. */
  forCustomer?: boolean;
}

/**
 * The installation address step of both flows (docs/spec.md §2): the address entry, then
 * 'Continuer' only with a complete address (docs/spec.md §5), else the field says why.
 */
export function AddressStepForm({
  value,
  onChange,
  onBack,
  onContinue,
  forCustomer = false,
}: AddressStepFormProps) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const valid = value.address !== null && isCompletePlace(value.address);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) onContinue();
  };

  return (
    <form onSubmit={submit} noValidate>
      <AddressEntry
        value={value}
        onChange={onChange}
        searchLabel={t(forCustomer ? 'address.customerSearchLabel' : 'address.searchLabel')}
        error={submitted && !valid ? t('validation.invalidAddress') : undefined}
      />
      <StepActions onBack={onBack} />
    </form>
  );
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepNumber } from '../../shared/routing/paths';
import { RegistrationStep, type StepHeading } from '../../shared/ui/registration-step';

const END_USER_STEPS: Record<StepNumber, StepHeading> = {
  1: { icon: 'serialNumber', title: 'serialNumber.title', description: 'serialNumber.description' },
  2: { icon: 'role', title: 'roleSelection.title', description: 'roleSelection.description' },
  3: { icon: 'address', title: 'address.title', description: 'address.description' },
  4: { icon: 'contact', title: 'contact.title', description: 'contact.description' },
  5: { icon: 'review', title: 'review.title', description: 'review.description' },
};

function EndUserStepPage({ step }: { step: StepNumber }) {
  const { t } = useTranslation();
  const { icon, title, description } = END_USER_STEPS[step];
  return <RegistrationStep step={step} icon={icon} title={t(title)} description={t(description)} />;
}

/** The page of end-user step `step`; the step's form is added inside the wrapper. */
export function endUserStepPage(step: StepNumber): ComponentType {
  return function EndUserStep() {
    return <EndUserStepPage step={step} />;
  };
}

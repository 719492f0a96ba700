import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaterStepNumber } from '../../shared/routing/paths';
import { RegistrationStep, type StepHeading } from '../../shared/ui/registration-step';
import { AddressStep } from './address-step';
import { ContactStep } from './contact-step';
import { ReviewStep } from './review-step';
import { RoleStep } from './role-step';

interface EndUserStep extends StepHeading {
  Form: ComponentType;
}

const END_USER_STEPS: Record<LaterStepNumber, EndUserStep> = {
  2: {
    icon: 'role',
    title: 'roleSelection.title',
    description: 'roleSelection.description',
    Form: RoleStep,
  },
  3: {
    icon: 'address',
    title: 'address.title',
    description: 'address.description',
    Form: AddressStep,
  },
  4: {
    icon: 'contact',
    title: 'contact.title',
    description: 'contact.description',
    Form: ContactStep,
  },
  5: { icon: 'review', title: 'review.title', description: 'review.description', Form: ReviewStep },
};

function EndUserStepPage({ step }: { step: LaterStepNumber }) {
  const { t } = useTranslation();
  const { icon, title, description, Form } = END_USER_STEPS[step];
  return (
    <RegistrationStep step={step} icon={icon} title={t(title)} description={t(description)}>
      <Form />
    </RegistrationStep>
  );
}

/** The page of end-user step `step`: the step frame around that step's form. */
export function endUserStepPage(step: LaterStepNumber): ComponentType {
  return function EndUserStep() {
    return <EndUserStepPage step={step} />;
  };
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaterStepNumber } from '../../shared/routing/paths';
import { RegistrationStep, type StepHeading } from '../../shared/ui/registration-step';
import { InstallationDateStep } from './installation-date-step';
import { InstallerAddressStep } from './installer-address-step';
import { InstallerReviewStep } from './installer-review-step';
import { InstallerRoleStep } from './installer-role-step';

interface InstallerStep extends StepHeading {
  Form: ComponentType;
}

const INSTALLER_STEPS: Record<LaterStepNumber, InstallerStep> = {
  2: {
    icon: 'role',
    title: 'roleSelection.title',
    description: 'roleSelection.description',
    Form: InstallerRoleStep,
  },
  3: {
    icon: 'address',
    title: 'address.title',
    description: 'address.description',
    Form: InstallerAddressStep,
  },
  4: {
    icon: 'calendar',
    title: 'installationDate.title',
    description: 'installationDate.description',
    Form: InstallationDateStep,
  },
  5: {
    icon: 'review',
    title: 'review.title',
    description: 'review.description',
    Form: InstallerReviewStep,
  },
};

function InstallerStepPage({ step }: { step: LaterStepNumber }) {
  const { t } = useTranslation();
  const { icon, title, description, Form } = INSTALLER_STEPS[step];
  return (
    <RegistrationStep step={step} icon={icon} title={t(title)} description={t(description)}>
      <Form />
    </RegistrationStep>
  );
}

/** The page of installer step `step`: the step frame around that step's form. */
export function installerStepPage(step: LaterStepNumber): ComponentType {
  return function InstallerStep() {
    return <InstallerStepPage step={step} />;
  };
}

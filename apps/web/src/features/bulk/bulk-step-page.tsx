import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistrationStep, type StepHeading } from '../../shared/ui/registration-step';

type BulkWizardStep = 1 | 2 | 3 | 4;

const BULK_STEPS: Record<BulkWizardStep, StepHeading> = {
  1: { icon: 'paste', title: 'bulk.paste.title', description: 'bulk.paste.description' },
  2: { icon: 'columns', title: 'bulk.mapping.title', description: 'bulk.mapping.description' },
  3: { icon: 'tableCheck', title: 'bulk.check.title', description: 'bulk.check.description' },
  4: { icon: 'upload', title: 'bulk.import.title', description: 'bulk.import.description' },
};

function BulkStepPage({ step }: { step: BulkWizardStep }) {
  const { t } = useTranslation();
  const { icon, title, description } = BULK_STEPS[step];
  return <RegistrationStep step={step} icon={icon} title={t(title)} description={t(description)} />;
}

/** The page of bulk wizard step `step` (1 is partners/bulk); its content is added inside. */
export function bulkStepPage(step: BulkWizardStep): ComponentType {
  return function BulkStep() {
    return <BulkStepPage step={step} />;
  };
}

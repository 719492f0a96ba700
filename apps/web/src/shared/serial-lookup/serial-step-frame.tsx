import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegistrationStep } from '../ui/registration-step';

/** Step 1's frame in both flows (docs/spec.md §2): its heading around the flow's look-up. */
export function SerialStepFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RegistrationStep
      step={1}
      icon="serialNumber"
      title={t('serialNumber.title')}
      description={t('serialNumber.description')}
    >
      {children}
    </RegistrationStep>
  );
}

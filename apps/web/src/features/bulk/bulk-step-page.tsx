import { useState, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { findLocale, type CompanyApplication } from '@pr/contracts';
import { CompanyVerificationNotice } from '../../shared/auth/company-verification-notice';
import { isInstaller } from '../../shared/auth/current-user';
import { signInRequiredLoader } from '../../shared/auth/require-sign-in';
import { FlashView } from '../../shared/flash/flash-view';
import { PageTitle } from '../../shared/ui/page-title';
import { RegistrationStep, type StepHeading } from '../../shared/ui/registration-step';
import { CheckStep } from './check/check-step';
import { ImportStep } from './import/import-step';
import { MappingStep } from './mapping/mapping-step';
import { PasteStep } from './paste/paste-step';
import { BulkFinishPage } from './bulk-finish-page';
import { bulkStepLoader, withBulkTexts } from './bulk-guards';
import styles from './bulk-step-page.module.css';

type BulkWizardStep = 1 | 2 | 3 | 4;
/** Paste, columns, check, import: the finish page is their end, not a fifth step. */
const BULK_STEP_COUNT = 4;

interface BulkStep extends StepHeading {
  Form: ComponentType;
}

const BULK_STEPS: Record<BulkWizardStep, BulkStep> = {
  1: {
    icon: 'paste',
    title: 'bulk.paste.title',
    description: 'bulk.paste.description',
    Form: PasteStep,
  },
  2: {
    icon: 'columns',
    title: 'bulk.mapping.title',
    description: 'bulk.mapping.description',
    Form: MappingStep,
  },
  3: {
    icon: 'tableCheck',
    title: 'bulk.check.title',
    description: 'bulk.check.description',
    Form: CheckStep,
  },
  4: {
    icon: 'upload',
    title: 'bulk.import.title',
    description: 'bulk.import.description',
    Form: ImportStep,
  },
};

/**
 * Partners/bulk for a user without company name: only the error (docs/spec.md §2, §6), or
 * that their company is being verified.
 */
function NotAnInstaller({ application }: { application: CompanyApplication | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <div className="container">
      <PageTitle title={t('bulk.paste.title')} />
      <div className={styles.notice}>
        {application && <CompanyVerificationNotice application={application} />}
        {!application && open && (
          <FlashView type="error" onClose={() => setOpen(false)}>
            {t('flash.notInstaller')}
          </FlashView>
        )}
      </div>
    </div>
  );
}

function BulkStepPage({ step }: { step: BulkWizardStep }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { icon, title, description, Form } = BULK_STEPS[step];
  // Steps 2 to 4 send such a user back here through their guard.
  if (!isInstaller(user)) {
    return <NotAnInstaller application={user.isAuthenticated ? user.companyApplication : null} />;
  }
  return (
    <RegistrationStep
      step={step}
      icon={icon}
      title={t(title)}
      description={t(description)}
      total={BULK_STEP_COUNT}
      // Step 3's table has a column of error texts on large screens.
      wide={step === 3 ? 'table' : true}
    >
      <Form />
    </RegistrationStep>
  );
}

/** The page of bulk wizard step `step` (1 is partners/bulk): the step frame around its form. */
export function bulkStepPage(step: BulkWizardStep): ComponentType {
  return function BulkStep() {
    return <BulkStepPage step={step} />;
  };
}

/** Bulk step `step`'s route: its page, and its guard with the bulk texts as loader. */
export function bulkStepRoute(step: BulkWizardStep, defaultLocale: string) {
  const guard = step === 1 ? signInRequiredLoader : bulkStepLoader(step);
  return { Component: bulkStepPage(step), loader: withBulkTexts(guard, defaultLocale) };
}

/** The finish page's route ships with the steps: the route table knows one bulk module. */
export function bulkFinishRoute(defaultLocale: string) {
  // The list of devices speaks as "Mes installations" does: its texts come along.
  const guard: LoaderFunction = async (args, context) => {
    const locale = findLocale(args.params.locale ?? '') ?? defaultLocale;
    const [result] = await Promise.all([
      signInRequiredLoader(args, context),
      import('../../i18n/account-texts').then((texts) => texts.loadAccountTexts(locale)),
    ]);
    return result;
  };
  return { Component: BulkFinishPage, loader: withBulkTexts(guard, defaultLocale) };
}

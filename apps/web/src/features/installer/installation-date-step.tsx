import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localToday } from '@pr/contracts';
import { DateField } from '../../shared/forms/date-field';
import { fieldErrorsOf } from '../../shared/forms/field-errors';
import { StepActions } from '../../shared/forms/step-actions';
import { useFieldErrorText } from '../../shared/forms/use-field-error-text';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { usePaths } from '../../shared/routing/use-paths';
import { installationDateSchema } from './installation-date-schema';

/**
 * Installer step 4 (docs/spec.md §2, §5): 'Quand le produit a-t-il été installé?', one required
 * day-month-year date that is not in the future, kept as typed. 'Continuer' stays
 * disabled while the date is not valid.
 */
export function InstallationDateStep() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const paths = usePaths();
  const installationDate = useInstallerStore((state) => state.installationDate);
  const update = useInstallerStore((state) => state.update);
  const [touched, setTouched] = useState(false);
  const [today] = useState(() => localToday(new Date()));

  const parsed = installationDateSchema(today).safeParse(installationDate);
  const error = parsed.success ? undefined : fieldErrorsOf<''>(parsed.error)[''];
  // A complete date in the future is refused at once; the other errors wait for the
  // user to leave the field.
  const shownError = touched || error?.key === 'noFutureDate' ? error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) void navigate(paths.installerStep(5), { replace: true });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DateField
        id="installationDate"
        label={t('installationDate.label')}
        value={installationDate}
        onChange={(value) => update({ installationDate: value })}
        onBlur={() => setTouched(true)}
        today={today}
        required
        error={errorText(shownError)}
      />
      <StepActions
        onBack={() => void navigate(paths.installerStep(3), { replace: true })}
        submitDisabled={!parsed.success}
      />
    </form>
  );
}

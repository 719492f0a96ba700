import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localToday } from '@pr/contracts';
import { z } from '@pr/contracts/zod';
import { DateField, useDatePattern } from '../../shared/forms/date-field';
import { StepActions } from '../../shared/forms/step-actions';
import { useFieldErrorText } from '../../shared/forms/use-field-error-text';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
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
  const pattern = useDatePattern();
  const navigate = useNavigate();
  const paths = usePaths();
  const update = useInstallerStore((state) => state.update);
  const [today] = useState(() => localToday(new Date()));
  const schema = useMemo(
    () => z.object({ installationDate: installationDateSchema(today) }),
    [today],
  );
  const form = useSchemaForm(schema, {
    defaultValues: { installationDate: useInstallerStore.getState().installationDate },
    // A complete date in the future is refused at once; the other errors wait for the
    // user to leave the field.
    mode: 'all',
    onValuesChange: update,
  });
  const { field, fieldState } = useController({ control: form.control, name: 'installationDate' });
  const error = form.errorOf('installationDate', fieldState.error?.message);
  const shownError = fieldState.isTouched || error?.key === 'noFutureDate' ? error : undefined;

  const submit = form.handleSubmit(() => void navigate(paths.installerStep(5), { replace: true }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DateField
        id="installationDate"
        label={t('installationDate.label')}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        latest={today}
        required
        error={errorText(shownError, { pattern })}
      />
      <StepActions
        onBack={() => void navigate(paths.installerStep(3), { replace: true })}
        submitDisabled={!form.formState.isValid}
      />
    </form>
  );
}

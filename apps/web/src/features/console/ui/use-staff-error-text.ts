import { MESSAGE } from '@pr/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../shared/forms/field-errors';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';

/**
 * The errors of the staff forms' fields in the console's words: any wrong e-mail is one text,
 * a reason too short (or empty) another; what else the contracts' rules refuse (a control
 * character) keeps the common validation text.
 */
export function useStaffErrorText() {
  const { t } = useTranslation('console');
  const errorText = useFieldErrorText();
  const reason = useCallback(
    (error: FieldError | undefined) =>
      error?.key === MESSAGE.minLength || error?.key === MESSAGE.required
        ? t('detail.reasonTooShort')
        : errorText(error),
    [t, errorText],
  );
  const email = useCallback(
    (error: FieldError | undefined) => (error === undefined ? undefined : t('detail.emailInvalid')),
    [t],
  );
  return { reason, email };
}

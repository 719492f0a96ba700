import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './field-errors';

/**
 * Turns a field error into its text in the current language (docs/spec.md §8); `pattern`
 * is the format a date field asks for.
 */
export function useFieldErrorText(): (
  error: FieldError | undefined,
  values?: { pattern: string },
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error, values) =>
      error === undefined
        ? undefined
        : t(`validation.${error.key}`, { count: error.limit, ...values }),
    [t],
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from '@pr/contracts/zod';
import { fieldErrorsOf, type FieldErrors } from '../../../shared/forms/field-errors';

/**
 * A console filter form kept in the URL (a filtered view can be shared and survives a
 * reload): the fields start from the query string; submitting checks the non-empty ones
 * with the search's schema from contracts, the one the API answers with, and navigates to
 * `pathOf` with them, or shows each refused field's error and keeps what was typed;
 * clearing navigates to `pathOf` without any.
 */
export function useUrlFilters<Name extends string>(
  names: readonly Name[],
  pathOf: (search: string) => string,
  schema: z.ZodType,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const valuesOf = (read: (name: Name) => string | null) =>
    Object.fromEntries(names.map((name) => [name, read(name) ?? ''])) as Record<Name, string>;
  const [values, setValues] = useState(() => valuesOf((name) => params.get(name)));
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const set = (name: Name) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters: Record<string, string> = {};
    for (const name of names) {
      const value = values[name].trim();
      if (value !== '') filters[name] = value;
    }
    const checked = schema.safeParse(filters);
    if (!checked.success) {
      setErrors(fieldErrorsOf<Name>(checked.error));
      return;
    }
    void navigate(pathOf(new URLSearchParams(filters).toString()));
  };
  // Without filters already, the URL stays the same: the typed values are emptied here.
  const clear = () => {
    setValues(valuesOf(() => null));
    setErrors({});
    void navigate(pathOf(''));
  };
  return { values, errors, set, submit, clear };
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A console filter form kept in the URL (a filtered view can be shared and survives a
 * reload): the fields start from the query string, submitting navigates to `pathOf` with
 * the non-empty ones, and clearing to `pathOf` without any.
 */
export function useUrlFilters<Name extends string>(
  names: readonly Name[],
  pathOf: (search: string) => string,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const valuesOf = (read: (name: Name) => string | null) =>
    Object.fromEntries(names.map((name) => [name, read(name) ?? ''])) as Record<Name, string>;
  const [values, setValues] = useState(() => valuesOf((name) => params.get(name)));
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const name of names) {
      const value = values[name].trim();
      if (value) query.set(name, value);
    }
    void navigate(pathOf(query.toString()));
  };
  // Without filters already, the URL stays the same: the typed values are emptied here.
  const clear = () => {
    setValues(valuesOf(() => null));
    void navigate(pathOf(''));
  };
  return { values, set, submit, clear };
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A console filter form kept in the URL (a filtered view can be shared and survives a
 * reload): the fields start from the query string, and submitting navigates to `pathOf`
 * with the non-empty ones.
 */
export function useUrlFilters<Name extends string>(
  names: readonly Name[],
  pathOf: (search: string) => string,
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
        Name,
        string
      >,
  );
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
  return { values, set, submit };
}

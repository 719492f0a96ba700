/**
 * A submitted filter form as a query string: each of `names` that is filled, trimmed, after
 * the parameters the page keeps (`keep`); an empty field is no filter.
 */
export function searchOfForm(
  form: HTMLFormElement,
  names: readonly string[],
  keep: Record<string, string> = {},
): URLSearchParams {
  const data = new FormData(form);
  const search = new URLSearchParams(keep);
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string' && value.trim() !== '') search.set(name, value.trim());
  }
  return search;
}

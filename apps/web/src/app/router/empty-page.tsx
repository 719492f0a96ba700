/** Renders nothing: routes that only redirect, such as the sign-in redirect target (docs/spec.md §2). */
export function EmptyPage() {
  return null;
}

import { serialNumberSchema } from '@pr/contracts';

/**
 * The serial a rating plate's code holds: our deep link (`…/products/{serial}` or
 * `…/products/{serial}/{code}`, docs/spec.md §1) or the bare serial; null for anything else,
 * such as another maker's code.
 */
export function serialFromCode(text: string): string | null {
  const trimmed = text.trim();
  const linked = /\/products\/([^/?#]+)/.exec(trimmed)?.[1];
  const parsed = serialNumberSchema.safeParse(linked ?? trimmed);
  return parsed.success ? parsed.data : null;
}

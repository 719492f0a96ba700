/** A `tel:` link for a phone number as people write it ('+41 21 555 01 00'). */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

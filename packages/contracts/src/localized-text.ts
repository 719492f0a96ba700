/** A catalog text (a product's name, an incentive) in `language`, else the first language it has. */
export function textIn(texts: Record<string, string>, language: string): string {
  return texts[language.slice(0, 2)] ?? Object.values(texts)[0] ?? '';
}

import { findLocale, LANGUAGES, splitLocale } from '@pr/contracts';

/** Accept-Language's tags, most wanted first; those of weight 0 left out. */
function wantedTags(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The locale of a language alone (`fr`, or `fr-CA` which we lack): the default locale if it
 * speaks it, else the language's home country (`fr-FR`, `de-DE`), else its first locale.
 */
function localeOfLanguage(language: string, defaultLocale: string): string | undefined {
  const speaking = LANGUAGES.filter(({ code }) => splitLocale(code).language === language);
  return (
    speaking.find(({ code }) => code === defaultLocale)?.code ??
    speaking.find(({ code }) => splitLocale(code).country === language.toUpperCase())?.code ??
    speaking[0]?.code
  );
}

/**
 * The locale to send a visitor to who comes without one in the URL (a scanned GS1 link): the
 * one they chose on this site before (the locale cookie), else the first of their browser's
 * languages we speak, else the default.
 */
export function visitorLocale(
  remembered: string | undefined,
  acceptLanguage: string | undefined,
  defaultLocale: string,
): string {
  const chosen = findLocale(remembered ?? '');
  if (chosen !== undefined) return chosen;
  for (const tag of wantedTags(acceptLanguage ?? '')) {
    const exact = findLocale(tag);
    if (exact !== undefined) return exact;
    const language = tag.split('-')[0]?.toLowerCase() ?? '';
    const spoken = localeOfLanguage(language, defaultLocale);
    if (spoken !== undefined) return spoken;
  }
  return defaultLocale;
}

/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS, type ServerTexts } from './server-texts';

// Every language's file, whether or not the registry lists it yet.
const FILES = Object.fromEntries(
  Object.entries(
    import.meta.glob<ServerTexts>('../locales/*/server.json', { eager: true, import: 'default' }),
  ).map(([path, texts]) => [/locales\/(\w+)\//.exec(path)?.[1] ?? path, texts]),
);
const LANGUAGES = Object.keys(FILES);
const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((m) => m[0]).sort();

describe('the server texts', () => {
  const french = FILES.fr;
  if (!french) throw new Error('French is the reference');
  const namespaces = Object.entries(french) as [keyof ServerTexts, Record<string, string>][];

  it('are all in use: the registry lists every language file', () => {
    expect(Object.keys(SERVER_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every text of French, none empty', (language) => {
    for (const [namespace, entries] of namespaces) {
      const translated: Record<string, string> = FILES[language]?.[namespace] ?? {};
      expect(Object.keys(translated).sort(), `${language} ${namespace}`).toEqual(
        Object.keys(entries).sort(),
      );
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim(), `${language} ${namespace}.${key}`).not.toBe('');
      }
    }
  });

  it.each(LANGUAGES)('%s uses the placeholders of French', (language) => {
    for (const [namespace, entries] of namespaces) {
      const translated: Record<string, string> = FILES[language]?.[namespace] ?? {};
      for (const [key, text] of Object.entries(entries)) {
        expect(placeholders(translated[key] ?? ''), `${language} ${namespace}.${key}`).toEqual(
          placeholders(text),
        );
      }
    }
  });
});

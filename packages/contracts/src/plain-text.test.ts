import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';
import { installationAddressSchema } from './address';
import { hasControlCharacter } from './control-characters';
import { plainText } from './plain-text';
import { personNameSchema } from './registration-commands';

describe('plain text fields', () => {
  it.each(['\u0000', '\u0007', '\t', 'a\nb', '\u001f', '\u007f'])(
    'finds the control character in %j',
    (text) => {
      expect(hasControlCharacter(`Rue${text}Haute`)).toBe(true);
    },
  );

  it('takes letters of every language, spaces and punctuation', () => {
    for (const text of ["Zoë O'Brien-Łukasz", 'Straße 12 b', '東京都', 'Ávila, 3º 2ª']) {
      expect(plainText().safeParse(text).success).toBe(true);
    }
  });

  it('refuses a name or an address part with a control character, naming the rule', () => {
    expect(personNameSchema.safeParse('Cla\u0000ire').error?.issues[0]?.message).toBe(
      'controlCharacters',
    );
    const address = installationAddressSchema.safeParse({
      street: 'Rue\u0008',
      houseNumber: '1',
      locality: 'Lyon',
      postalCode: '69002',
      country: 'FR',
    });
    expect(address.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['street', 'controlCharacters'],
    ]);
    expect(emailSchema.safeParse('a\u0000@example.com').success).toBe(false);
  });

  it('trims line breaks around a value, as typing and pasting leave them', () => {
    expect(personNameSchema.parse('  Claire\n')).toBe('Claire');
  });
});

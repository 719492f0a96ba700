import { describe, expect, it } from 'vitest';
import { deepLinkOpened } from './qr-opened';

describe('deepLinkOpened', () => {
  it('counts step 1 of either flow opened with a serial, in the locale of the path', () => {
    expect(deepLinkOpened('/fr-FR/users/register/step/1?serialNumber=908765401', 'de-DE')).toEqual({
      stage: 'qr_opened',
      channel: 'deep_link',
      locale: 'fr-FR',
      serialNumber: '908765401',
    });
    expect(
      deepLinkOpened('/installers/register/step/1?serialNumber=908765401', 'de-DE')?.locale,
    ).toBe('de-DE');
  });

  it('ignores other pages, step 1 without a serial, and a serial that is none', () => {
    expect(
      deepLinkOpened('/fr-FR/users/register/step/2?serialNumber=908765401', 'de-DE'),
    ).toBeNull();
    expect(deepLinkOpened('/fr-FR/users/register/step/1', 'de-DE')).toBeNull();
    expect(deepLinkOpened('/fr-FR/users/register/step/1?serialNumber=abc', 'de-DE')).toBeNull();
    expect(deepLinkOpened('/fr-FR/console?serialNumber=908765401', 'de-DE')).toBeNull();
  });
});

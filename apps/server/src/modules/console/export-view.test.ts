import { describe, expect, it } from 'vitest';
import { csvDate, excelDateFormat, exportView, wallClock, type ExportView } from './export-view';

const view = (locale: string, headers: ExportView['headers'] = 'labels'): ExportView => ({
  headers,
  locale,
  timeZone: 'Europe/Paris',
});

describe('export dates', () => {
  it('are date cells in the locale’s order and separators, ISO order for scripts', () => {
    expect(excelDateFormat(false, view('fr-FR'))).toBe('dd"/"mm"/"yyyy');
    expect(excelDateFormat(true, view('fr-FR'))).toBe('dd"/"mm"/"yyyy" "hh":"mm');
    expect(excelDateFormat(false, view('de-DE'))).toBe('dd"."mm"."yyyy');
    expect(excelDateFormat(false, view('hu-HU'))).toBe('yyyy". "mm". "dd"."');
    expect(excelDateFormat(true, view('fr-FR', 'keys'))).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('show the time as the staff member’s clock shows it, summer and winter', () => {
    const summer = { date: new Date('2026-07-01T10:30:00Z'), withTime: true };
    const winter = { date: new Date('2026-01-01T10:30:00Z'), withTime: true };
    expect(wallClock(summer, 'Europe/Paris').toISOString()).toBe('2026-07-01T12:30:00.000Z');
    expect(wallClock(winter, 'Europe/Paris').toISOString()).toBe('2026-01-01T11:30:00.000Z');
    // A calendar day is the day it was stored as, in every zone.
    const day = { date: new Date('2026-01-01T00:00:00Z'), withTime: false };
    expect(wallClock(day, 'America/New_York').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('are written in the CSV as the locale writes them, ISO 8601 for scripts', () => {
    const moment = { date: new Date('2026-07-01T10:30:00Z'), withTime: true };
    expect(csvDate(moment, view('fr-FR'))).toBe('01/07/2026 12:30');
    expect(csvDate(moment, view('fr-FR', 'keys'))).toBe('2026-07-01T10:30:00.000Z');
    expect(csvDate({ ...moment, withTime: false }, view('de-DE'))).toBe('01.07.2026');
  });
});

describe('exportView', () => {
  it('speaks to people in the default locale, in UTC, unless told otherwise', () => {
    expect(exportView({}, 'de-DE')).toEqual({
      headers: 'labels',
      locale: 'de-DE',
      timeZone: 'UTC',
    });
    expect(
      exportView({ header: 'keys', locale: 'pl-pl', timeZone: 'Europe/Warsaw' }, 'de-DE'),
    ).toEqual({ headers: 'keys', locale: 'pl-PL', timeZone: 'Europe/Warsaw' });
  });
});

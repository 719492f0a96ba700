import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { notFound, stubFetch } from '../../test/stub-fetch';
import { localesInReadingOrder } from './language-list';

beforeEach(() => {
  stubFetch(notFound);
});

describe('the language menu', () => {
  it('orders the languages as the reader looks for theirs: current first, then by country', async () => {
    const user = userEvent.setup();
    renderApp('/de-AT/');
    await user.click(await screen.findByRole('button', { name: /Aktuelle Sprache/ }));
    const menu = within(screen.getByRole('list', { name: 'Sprache wählen' }));
    const labels = menu.getAllByRole('link').map((link) => link.textContent);
    // Österreich first, then Belgien (Französisch before Niederländisch), Dänemark,
    // Deutschland, Estland… by the country's name in German, not by the labels' own words.
    expect(labels.slice(0, 6)).toEqual([
      'Österreich / Deutsch',
      'Belgique / Français',
      'België / Nederlands',
      'Danmark / Dansk',
      'Deutschland / Deutsch',
      'Eesti / Eesti',
    ]);
    expect(labels.at(-1)).toBe('United Kingdom / English');
  });

  it('sorts the countries with the reader’s collation, in every language', () => {
    const polish = localesInReadingOrder('pl-PL', 'pl');
    expect(polish[0]).toBe('pl-PL');
    // Polish sorts "Łotwa" after "Luksemburg" and "Litwa", "Czechy" before "Dania".
    expect(polish.indexOf('cs-CZ')).toBeLessThan(polish.indexOf('da-DK'));
    expect(polish.indexOf('lt-LT')).toBeLessThan(polish.indexOf('lv-LV'));
    expect(polish.indexOf('fr-LU')).toBeLessThan(polish.indexOf('lv-LV'));
    expect(new Set(polish).size).toBe(28);
    expect(localesInReadingOrder('fr-FR', 'fr').slice(0, 3)).toEqual(['fr-FR', 'de-DE', 'de-AT']);
  });
});

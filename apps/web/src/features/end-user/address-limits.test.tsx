import { ADDRESS_LIMITS } from '@pr/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyEndUserData, useEndUserStore } from '../../shared/form-state/end-user-store';
import { renderApp } from '../../test/render-app';
import { testRadiator } from '../../test/test-product';
import { stubFetch } from '../../test/stub-fetch';
import { pause } from '../../test/pause';

/*
 * The address-entry limits of docs/spec.md §9 that a screen can prove: the search starts at 3
 * characters and 500 ms after the last keystroke; the manual fields stop at their lengths.
 * The map's zoom and height and the results panel's height need a browser
 * (e2e/tests/end-user/address-limits.spec.ts).
 */

function atAddressStep() {
  useEndUserStore.setState({
    ...emptyEndUserData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
  });
  return renderApp('/fr-FR/users/register/step/3');
}

/** Records when each address search is sent and what it asks for. */
function stubPlacesSearch() {
  const searches: { q: string | null; at: number }[] = [];
  stubFetch((url: string) => {
    const params = new URL(url, 'http://localhost').searchParams;
    searches.push({ q: params.get('q'), at: performance.now() });
    return Promise.resolve(Response.json({ places: [] }));
  });
  return searches;
}

describe('address search limits', () => {
  it('searches only from 3 characters, once typing has paused for 500 ms', async () => {
    const user = userEvent.setup();
    const searches = stubPlacesSearch();
    atAddressStep();
    const search = await screen.findByLabelText('Rechercher votre adresse');
    expect(screen.getByText(/Saisissez au moins 3 caractères/)).toBeInTheDocument();

    await user.type(search, 'Ru');
    await pause(700);
    expect(searches).toEqual([]);

    await user.type(search, 'e de Rivoli');
    const typedAt = performance.now();
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 2000 });
    // One request for the whole query, not one per keystroke, and not before 500 ms.
    expect(searches[0]?.q).toBe('Rue de Rivoli');
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(490);
    await pause(600);
    expect(searches).toHaveLength(1);
  });
});

describe('manual address limits', () => {
  it('stops each field at its length of docs/spec.md §5', async () => {
    const user = userEvent.setup();
    stubPlacesSearch();
    atAddressStep();
    await user.click(await screen.findByRole('button', { name: "Saisir l'adresse manuellement" }));
    const fields = [
      [/^Rue/, ADDRESS_LIMITS.streetName, 100],
      [/^Numéro/, ADDRESS_LIMITS.streetNumber, 20],
      [/^Complément d’adresse/, ADDRESS_LIMITS.additionalAddressLine1, 50],
      [/^Code postal/, ADDRESS_LIMITS.postalCode, 20],
      [/^Ville/, ADDRESS_LIMITS.city, 100],
      [/^Région ou province/, ADDRESS_LIMITS.stateOrProvince, 100],
    ] as const;
    for (const [label, limit, specLimit] of fields) {
      expect(limit).toBe(specLimit);
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('maxLength', String(limit));
      await user.click(field);
      await user.paste('7'.repeat(limit + 5));
      expect(field).toHaveValue('7'.repeat(limit));
    }
    // The country is chosen from the reference list, named in French, by its 2-letter code.
    const country = screen.getByLabelText(/^Pays/);
    expect(country).toHaveValue('FR');
    await user.selectOptions(country, 'Suisse');
    expect(country).toHaveValue('CH');
    const names = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toContain('Allemagne');
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Autriche'));
  });
});

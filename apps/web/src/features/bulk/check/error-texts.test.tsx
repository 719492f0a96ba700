import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { bulkRow } from '../test/bulk-fixtures';
import { prepareCheckStep, storeRows, stubCheckEndpoints } from '../test/check-fixtures';
import { ERROR_TEXT_MEDIA } from './check-table';

/** A viewport `width` px wide, as far as media queries ask. */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    return {
      matches: min !== null && width >= Number(min[1]),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');

describe('bulk step 3’s error texts (issue 47)', () => {
  beforeEach(prepareCheckStep);
  afterEach(() => {
    if (original === undefined) Reflect.deleteProperty(window, 'matchMedia');
    else Object.defineProperty(window, 'matchMedia', original);
  });

  const openWithErrors = async () => {
    stubCheckEndpoints();
    storeRows([bulkRow('100000001'), bulkRow('999999999', { street: 'Rue Inconnue', zip: '999' })]);
    renderApp('/fr-FR/partners/bulk/step/3');
    await screen.findByText('1 les lignes contiennent une erreur');
    return screen.getByRole('table', { name: 'Données à importer' });
  };

  it('shows each row’s errors in words in a column of their own on a wide screen', async () => {
    viewportOf(1440);
    expect(window.matchMedia(ERROR_TEXT_MEDIA).matches).toBe(true);
    const table = await openWithErrors();

    expect(within(table).getByRole('columnheader', { name: 'Erreur' })).toBeInTheDocument();
    const [, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(second as HTMLElement).getByText(
        "Numéro de série incorrect L'adresse fournie est invalide",
      ),
    ).toBeVisible();
  });

  it('keeps them in the cells’ tooltips where the screen has no room for the column', async () => {
    viewportOf(1280);
    const table = await openWithErrors();
    expect(within(table).queryByRole('columnheader', { name: 'Erreur' })).toBeNull();
    expect(within(table).queryByText(/Numéro de série incorrect L'adresse/)).toBeNull();
  });
});

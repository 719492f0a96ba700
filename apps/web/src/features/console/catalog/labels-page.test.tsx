import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { signInAsStaff } from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const LABELS = '/api/console/labels';
const AURA = 'CAL-RAD-AURA-600';

const CATALOG = {
  products: [
    {
      model: AURA,
      deviceType: 'RAD',
      name: { fr: 'Radiateur design Aura 600', de: 'Designheizkörper Aura 600' },
      color: null,
      gtin: '04012345100013',
      devices: 41,
    },
    {
      model: 'CAL-VENT-FLOW-350',
      deviceType: 'VENT',
      name: { fr: 'Ventilation double flux Flow 350' },
      color: null,
      gtin: null,
      devices: 40,
    },
  ],
  incentives: [],
};

/** The console's routes; `print` answers the PDF's request. */
function stubLabelRoutes(print: () => Response) {
  return stubConsoleRoutes(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/console/catalog') return Response.json(CATALOG);
    if (method === 'POST' && url === `${LABELS}/preview`) {
      const { serialTo } = body as { serialTo: string };
      return Response.json({
        labels: serialTo === '100009999' ? 1200 : 40,
        pages: serialTo === '100009999' ? 50 : 2,
        max: 1000,
        qrCode: 'gs1-digital-link',
      });
    }
    if (method === 'POST' && url === LABELS) return print();
    return undefined;
  });
}

const pdf = () =>
  new Response('%PDF-1.7', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="labels-${AURA}-100000001-100000200.pdf"`,
    },
  });

async function openForm() {
  renderApp('/fr-FR/console/labels');
  return within(await screen.findByRole('form', { name: 'Imprimer des étiquettes' }));
}

describe('the labels page', () => {
  beforeEach(signInAsStaff);

  it('is in the console’s navigation', async () => {
    stubLabelRoutes(pdf);
    renderApp('/fr-FR/console/labels');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Étiquettes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Étiquettes' })).toBeInTheDocument();
  });

  it('says what is missing or wrong in French, and keeps what was typed', async () => {
    const sent = stubLabelRoutes(pdf);
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Numéro de série, à partir de'), '200a');
    await userEvent.type(form.getByLabelText('Numéro de série, jusqu’à'), '100');
    await userEvent.click(form.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(form.getByLabelText('Produit')).toHaveAccessibleDescription('Choisissez un produit.');
    expect(form.getByLabelText('Numéro de série, à partir de')).toHaveAccessibleDescription(
      'La valeur doit être un nombre.',
    );
    await userEvent.selectOptions(
      form.getByLabelText('Produit'),
      await form.findByRole('option', { name: /Radiateur design Aura 600/ }),
    );
    const from = form.getByLabelText('Numéro de série, à partir de');
    await userEvent.clear(from);
    await userEvent.type(from, '200');
    await userEvent.click(form.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(form.getByLabelText('Numéro de série, jusqu’à')).toHaveAccessibleDescription(
      'La fin doit venir après le début.',
    );
    expect(form.getByLabelText('Numéro de série, jusqu’à')).toHaveValue('100');
    expect(sent.filter((request) => request.url === LABELS)).toEqual([]);
  });

  it('counts the labels and pages, then downloads the PDF', async () => {
    const sent = stubLabelRoutes(pdf);
    const createObjectURL = vi.fn(() => 'blob:labels');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const form = await openForm();
    await userEvent.selectOptions(
      form.getByLabelText('Produit'),
      await form.findByRole('option', { name: /Radiateur design Aura 600/ }),
    );
    await userEvent.type(form.getByLabelText('Numéro de série, à partir de'), '100000001');
    await userEvent.type(form.getByLabelText('Numéro de série, jusqu’à'), '100000200');
    expect(await form.findByText('40 étiquettes · 2 pages')).toBeInTheDocument();
    expect(
      form.getByText('Les codes QR sont des liens GS1 Digital Link (GTIN et numéro de série).'),
    ).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(await form.findByText('Le PDF est téléchargé.')).toBeInTheDocument();
    expect(sent.filter((request) => request.url === LABELS)).toEqual([
      {
        method: 'POST',
        url: LABELS,
        body: {
          productModel: AURA,
          serialFrom: '100000001',
          serialTo: '100000200',
          language: 'fr',
        },
      },
    ]);
  });

  it('says a range holds too many labels, and why the server refused a sheet', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubLabelRoutes(() =>
      Response.json(
        { code: 'no_devices', message: 'No device of CAL-RAD-AURA-600 has a serial number' },
        { status: 422 },
      ),
    );
    const form = await openForm();
    await userEvent.selectOptions(
      form.getByLabelText('Produit'),
      await form.findByRole('option', { name: /Radiateur design Aura 600/ }),
    );
    await userEvent.type(form.getByLabelText('Numéro de série, à partir de'), '100000001');
    const to = form.getByLabelText('Numéro de série, jusqu’à');
    await userEvent.type(to, '100009999');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        // French groups thousands with a narrow no-break space.
        'Au plus 1\u202f000 étiquettes par PDF\u00a0: imprimez cette plage en plusieurs fois.',
      ),
    );
    await userEvent.clear(to);
    await userEvent.type(to, '100000200');
    await userEvent.click(form.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Aucun appareil de ce produit n’a un numéro de série dans cette plage.',
    );
    expect(to).toHaveValue('100000200');
  });
});

import ExcelJS from 'exceljs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBulkStore } from '../../../shared/form-state/bulk-store';
import { currentUrl, renderApp } from '../../../test/render-app';
import { OWNER_CLAIMS, oidcUser, startTestAuth } from '../../../test/test-auth';
import { line, signInAs } from '../test/bulk-fixtures';

const area = () => screen.findByLabelText('Données du tableur');

describe('bulk step 1', () => {
  beforeEach(() => signInAs('installer'));

  it('shows the instructions, the template and an example row', async () => {
    renderApp('/fr-FR/partners/bulk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copier et coller des données' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Utilisez des en-têtes de colonne/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Télécharger le modèle/ })).toHaveAttribute(
      'href',
      '/assets/templates/fr/bulk-upload-template.xlsx',
    );
    const example = screen.getByRole('region', { name: 'Exemple de ligne' });
    expect(example).toHaveTextContent("Numéro de sérieDate d'installation");
    expect(example).toHaveTextContent('90876540115.03.2024Rue de Rivoli');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    expect(screen.queryByTestId('line-numbers')).toBeNull();
  });

  it('counts the bulk flow’s four steps, not the single flow’s five', async () => {
    renderApp('/fr-FR/partners/bulk');
    expect(await screen.findByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
  });

  it('takes pasted text trimmed and without carriage returns', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/partners/bulk');
    const field = await area();
    await user.click(field);
    await user.paste(
      `\n  ${line('100000001', '15.03.2024')}\r\n${line('100000002', '16.03.2024')}\r\n\n`,
    );
    expect(field).toHaveValue(
      `${line('100000001', '15.03.2024')}\n${line('100000002', '16.03.2024')}`,
    );
    expect(screen.getByTestId('line-numbers')).toHaveTextContent('1 2');
    expect(screen.getByText('2 lignes collées')).toBeInTheDocument();

    await user.keyboard('x{Backspace}{Backspace}');
    expect(useBulkStore.getState().inputData).toBe(
      `${line('100000001', '15.03.2024')}\n${line('100000002', '16.03.202')}`,
    );

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/2'));
  });

  it('takes rows typed from the keyboard, their values split at semicolons (issue 47)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/partners/bulk');
    const field = await area();
    expect(field).toHaveAccessibleDescription(
      /ou tapez-les en séparant les valeurs par des points-virgules/,
    );
    await user.click(field);
    await user.keyboard('100000001;15.03.2024;Rue de Rivoli;10;75001;Paris');
    expect(screen.getByText('1 ligne collée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/bulk/step/2'));
    // Six values, six columns to map.
    expect(await screen.findByRole('combobox', { name: 'Colonne 6' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Colonne 7' })).toBeNull();
  });

  it('fills the area from a chosen .csv file and says why another file cannot be used', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/partners/bulk');
    const field = await area();
    const input = screen.getByLabelText('Choisir un fichier');
    const csv = 'Numéro de série;Ville\r\n100000001;Paris\r\n100000002;Lyon\r\n';
    await user.upload(input, new File([csv], 'installations.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Fichier chargé : installations.csv')).toBeInTheDocument();
    expect(field).toHaveValue(
      `${line('Numéro de série', 'Ville')}\n${line('100000001', 'Paris')}\n${line('100000002', 'Lyon')}`,
    );
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();

    const dropZone = screen.getByText(
      'Ou déposez ici un fichier .xlsx, .ods ou .csv',
    ).parentElement;
    fireEvent.drop(dropZone!, {
      dataTransfer: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seuls les fichiers .xlsx, .ods et .csv sont acceptés.',
    );
  });

  it('starts a workbook of several sheets with the first holding data, and offers the others', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/partners/bulk');
    const field = await area();
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sommaire');
    workbook.addWorksheet('Janvier').addRows([['100000001', 'Paris']]);
    workbook.addWorksheet('Février').addRows([
      ['100000002', 'Lyon'],
      ['100000003', 'Lille'],
    ]);
    const file = new File([await workbook.xlsx.writeBuffer()], 'installations.xlsx');
    await user.upload(screen.getByLabelText('Choisir un fichier'), file);
    expect(await screen.findByText('Fichier chargé : installations.xlsx')).toBeInTheDocument();
    const sheet = screen.getByRole('combobox', { name: 'Feuille à importer' });
    expect(sheet).toHaveDisplayValue('Janvier (1 ligne)');
    expect(field).toHaveValue(line('100000001', 'Paris'));

    await user.selectOptions(sheet, 'Février (2 lignes)');
    expect(field).toHaveValue(`${line('100000002', 'Lyon')}\n${line('100000003', 'Lille')}`);
  });

  it('shows a user without company name only the not-an-installer error', async () => {
    await signInAs('owner');
    renderApp('/fr-FR/partners/bulk');
    expect(
      await screen.findByText(
        'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByLabelText('Données du tableur')).toBeNull();
  });

  it('tells an applicant whose company is being verified so, with the application date', async () => {
    await startTestAuth({
      user: oidcUser({
        ...OWNER_CLAIMS,
        company_status: 'pending',
        company_applied_at: '2026-11-02T16:30:00.000Z',
      }),
    });
    renderApp('/fr-FR/partners/bulk');
    expect(
      await screen.findByText(
        /en cours de vérification par nos équipes \(demande du 2 novembre 2026\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/n’est pas configuré en tant qu’installateur/)).toBeNull();
    expect(screen.queryByLabelText('Données du tableur')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import { FileDrop } from './file-drop';

const csv = (name: string) => new File(['a,b\n1,2\n'], name, { type: 'text/csv' });

function renderDrop(multiple = false) {
  const onFiles = vi.fn<(files: File[]) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <FileDrop
        id="files"
        label="Fichiers du catalogue"
        instruction="Déposez ici vos fichiers"
        chooseText="Choisir des fichiers"
        accept=".csv"
        multiple={multiple}
        onFiles={onFiles}
      />
    </I18nextProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Fichiers du catalogue');
  return { onFiles, input, button: screen.getByRole('button', { name: 'Choisir des fichiers' }) };
}

describe('FileDrop', () => {
  beforeAll(async () => activateLocale('fr-FR'));
  afterEach(() => vi.restoreAllMocks());

  it('hides the browser’s own picker and opens it from its button, by click and by keyboard', async () => {
    const user = userEvent.setup();
    const { input, button } = renderDrop();
    expect(input).not.toBeVisible();
    expect(input).toHaveAttribute('tabindex', '-1');
    const open = vi.spyOn(input, 'click').mockImplementation(() => undefined);

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(open).toHaveBeenCalledTimes(2);

    await user.click(button);
    expect(open).toHaveBeenCalledTimes(3);

    // A click on the zone beside the button opens it too.
    await user.click(screen.getByText('Déposez ici vos fichiers'));
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('says the chosen file’s name, which describes the button', async () => {
    const user = userEvent.setup();
    const { onFiles, input, button } = renderDrop();
    await user.upload(input, csv('produits.csv'));
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'produits.csv' })]);
    // toHaveTextContent reads the French no-break space as a space; the description keeps it.
    expect(screen.getByRole('status')).toHaveTextContent('Fichier choisi : produits.csv');
    expect(button).toHaveAccessibleDescription(/^Fichier choisi\s: produits\.csv$/);
  });

  it('takes dropped files, all of them when it takes several, and names them', () => {
    const { onFiles } = renderDrop(true);
    const zone = screen.getByText('Déposez ici vos fichiers').parentElement;
    if (zone === null) throw new Error('no zone');
    fireEvent.dragOver(zone);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('produits.csv'), csv('numeros.csv')] } });
    expect(zone).toHaveAttribute('data-dragging', 'false');
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'produits.csv' }),
      expect.objectContaining({ name: 'numeros.csv' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 fichiers choisis : produits.csv, numeros.csv',
    );
  });

  it('keeps only the first dropped file when it takes one', () => {
    const { onFiles } = renderDrop();
    const zone = screen.getByText('Déposez ici vos fichiers').parentElement;
    if (zone === null) throw new Error('no zone');
    fireEvent.drop(zone, { dataTransfer: { files: [csv('a.csv'), csv('b.csv')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.csv' })]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import { IncentiveList } from './incentive-list';

const incentives = [
  { recipientType: { id: 1 as const }, descriptions: [{ description: 'Garantie prolongée' }] },
  {
    recipientType: { id: 1 as const },
    descriptions: [{ description: 'Bon de 50 €' }],
    registrationWindowDays: 30,
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const renderList = (installedOn?: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <IncentiveList incentives={incentives} recipientType={1} installedOn={installedOn} />
    </I18nextProvider>,
  );

describe('incentives with a registration window', () => {
  beforeAll(async () => activateLocale('fr-FR'));

  it('say their window before the registration', () => {
    renderList();
    const voucher = screen.getByText('Bon de 50 €').closest('li');
    expect(voucher).toHaveTextContent('À enregistrer au plus tard 30 jours après l’installation');
    // An incentive without a deadline says nothing more.
    expect(screen.getByText('Garantie prolongée').closest('li')?.textContent).toBe(
      'Garantie prolongée',
    );
  });

  it('say the days that were left when registered in time', () => {
    renderList(daysAgo(10));
    expect(screen.getByText('Bon de 50 €').closest('li')).toHaveTextContent(
      'Dans les délais : 20 jours avant la date limite',
    );
  });

  it('say one day in the singular and three in the plural', () => {
    const { unmount } = renderList(daysAgo(29));
    expect(screen.getByText('Bon de 50 €').closest('li')).toHaveTextContent(
      /Dans les délais : 1 jour avant la date limite$/,
    );
    unmount();
    renderList(daysAgo(27));
    expect(screen.getByText('Bon de 50 €').closest('li')).toHaveTextContent(
      /Dans les délais : 3 jours avant la date limite$/,
    );
  });

  it('say a missed deadline: the incentive is not granted', () => {
    renderList(daysAgo(31));
    const voucher = screen.getByText('Bon de 50 €').closest('li');
    expect(voucher).toHaveTextContent(
      'Non accordé : le délai de 30 jours après l’installation est dépassé',
    );
    expect(voucher).toHaveAttribute('data-missed', 'true');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });
});

import type { RecallCampaign } from '@pr/contracts/recalls';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogQuery } from '../api/console-api';
import { recallCampaignsQuery } from '../api/recalls-api';
import { ConsoleLayout } from '../shell/console-layout';
import consoleStyles from '../ui/console.module.css';
import { textIn } from '@pr/contracts';
import { formatDateTime, formatDay, languageName } from '../ui/format';
import styles from '../ui/cards.module.css';
import { RecallForm } from './recall-form';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';

/** While mails of a campaign wait, its delivery is looked at again this often. */
const DELIVERY_REFRESH_MS = 5_000;

/** What a campaign names: its products, and the serial range and installation period if any. */
function SelectionSummary({ campaign }: { campaign: RecallCampaign }) {
  const { t, i18n } = useTranslation('console');
  const { serialFrom, serialTo, installedFrom, installedTo } = campaign.selection;
  const catalog = useQuery(catalogQuery);
  const productName = (model: string) => {
    const product = catalog.data?.products.find((candidate) => candidate.model === model);
    return product === undefined ? model : textIn(product.name, i18n.language);
  };
  return (
    <dl className={styles.meta}>
      <div>
        <dt>{t('recalls.campaign.products')}</dt>
        <dd>{campaign.selection.productModels.map(productName).join(', ')}</dd>
      </div>
      {(serialFrom !== undefined || serialTo !== undefined) && (
        <div>
          <dt>{t('recalls.campaign.serials')}</dt>
          <dd>
            {serialFrom ?? '…'} – {serialTo ?? '…'}
          </dd>
        </div>
      )}
      {(installedFrom !== undefined || installedTo !== undefined) && (
        <div>
          <dt>{t('recalls.campaign.installed')}</dt>
          <dd>
            {installedFrom === undefined ? '…' : formatDay(installedFrom, i18n.language)} –{' '}
            {installedTo === undefined ? '…' : formatDay(installedTo, i18n.language)}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('recalls.campaign.notices')}</dt>
        <dd>
          {campaign.noticeLanguages.map((code) => languageName(code, i18n.language)).join(', ')}
        </dd>
      </div>
    </dl>
  );
}

function CampaignCard({ campaign }: { campaign: RecallCampaign }) {
  const { t, i18n } = useTranslation('console');
  const { delivered, bounced, pending } = campaign.delivery;
  return (
    <li className={styles.card} data-status={bounced > 0 ? 'disabled' : undefined}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{campaign.title}</h3>
        <span className={styles.nowrap}>
          {t('recalls.campaign.recipients', { count: campaign.recipients })}
        </span>
      </div>
      <p className={styles.meta}>
        {t('recalls.campaign.started', {
          date: formatDateTime(campaign.startedAt, i18n.language),
          by: campaign.startedBy,
        })}
      </p>
      <SelectionSummary campaign={campaign} />
      <p className={styles.actions} aria-label={t('recalls.campaign.delivery')}>
        <span className={styles.badge} data-status="delivered">
          {t('recalls.campaign.delivered', { value: delivered })}
        </span>
        <span className={styles.badge} data-status={bounced > 0 ? 'failed' : undefined}>
          {t('recalls.campaign.bounced', { value: bounced })}
        </span>
        <span className={styles.badge} data-status="pending">
          {t('recalls.campaign.pending', { value: pending })}
        </span>
      </p>
    </li>
  );
}

/**
 * Product-safety recalls (GPSR art. 36): staff write a notice per language and send it to the
 * owners of the devices it names, then follow what was delivered, bounced or still waits.
 */
export function RecallsPage() {
  const { t } = useTranslation('console');
  const [preparing, setPreparing] = useState(false);
  const [opened, setOpened] = useState(false);
  const campaigns = useQuery({
    ...recallCampaignsQuery,
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => campaign.delivery.pending > 0)
        ? DELIVERY_REFRESH_MS
        : false,
  });
  return (
    <ConsoleLayout title={t('nav.recalls')}>
      <p className={styles.intro}>{t('recalls.intro')}</p>
      <section className={styles.card} aria-label={t('recalls.add')}>
        {preparing ? (
          <>
            <RecallForm onStarted={() => setPreparing(false)} />
            <div className={styles.actions}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setPreparing(false)}
              >
                {t('recalls.form.cancel')}
              </button>
            </div>
          </>
        ) : (
          <div>
            <button
              type="button"
              className="button button-primary"
              // Back from the form, the focus returns here.
              autoFocus={opened}
              onClick={() => {
                setOpened(true);
                setPreparing(true);
              }}
            >
              {t('recalls.add')}
            </button>
          </div>
        )}
      </section>
      <section className={consoleStyles.panel} aria-labelledby="recall-list-title">
        <h2 id="recall-list-title" className={styles.cardTitle}>
          {t('recalls.list')}
        </h2>
        <QueryView
          query={campaigns}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t('recalls.empty')} hint={t('recalls.emptyHint')} />}
        >
          {(data) => (
            <ul className={styles.list}>
              {data.map((campaign) => (
                <CampaignCard key={campaign.id} campaign={campaign} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </ConsoleLayout>
  );
}

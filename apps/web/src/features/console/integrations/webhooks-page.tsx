import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/ui/notice';
import { webhookEndpointsQuery } from '../api/webhooks-api';
import { ConsoleLayout } from '../shell/console-layout';
import styles from '../ui/cards.module.css';
import { AddWebhookEndpoint } from './webhook-endpoint-form';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';
import { WebhookEndpointCard } from './webhook-endpoint-card';

/** The endpoints other systems receive events at (Standard Webhooks), and their deliveries. */
export function WebhooksPage() {
  const { t } = useTranslation('console');
  const endpoints = useQuery(webhookEndpointsQuery);
  const disabled = endpoints.data?.filter((endpoint) => endpoint.status === 'disabled') ?? [];
  return (
    <ConsoleLayout title={t('nav.webhooks')}>
      <p className={styles.intro}>{t('webhooks.intro')}</p>
      {disabled.length > 0 && (
        <Notice tone="error">{t('webhooks.disabledCount', { count: disabled.length })}</Notice>
      )}
      <AddWebhookEndpoint />
      <section aria-label={t('webhooks.list')}>
        <QueryView
          query={endpoints}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t('webhooks.empty')} hint={t('webhooks.emptyHint')} />}
        >
          {(data) => (
            <ul className={styles.list}>
              {data.map((endpoint) => (
                <li key={endpoint.id}>
                  <WebhookEndpointCard endpoint={endpoint} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </ConsoleLayout>
  );
}

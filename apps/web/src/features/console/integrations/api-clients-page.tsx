import type { ApiClient } from '@pr/contracts/api-clients';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClientsQuery, revokeApiClient } from '../api/api-clients-api';
import { ApiClientForm } from './api-client-form';
import { SCOPE_TEXT_KEYS } from './api-client-scopes';
import { ConfirmAction } from '../ui/confirm-action';
import { ConsoleLayout } from '../shell/console-layout';
import consoleStyles from '../ui/console.module.css';
import { formatDateTime } from '../ui/format';
import styles from '../ui/cards.module.css';
import { AddWithSecret } from './add-with-secret';
import type { SecretRevealTexts } from './secret-reveal';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';

function useClientSecretTexts(): SecretRevealTexts {
  const { t } = useTranslation('console');
  return {
    title: t('apiClients.secret.title'),
    note: t('apiClients.secret.note'),
    label: t('apiClients.secret.label'),
    copy: t('apiClients.secret.copy'),
    copied: t('apiClients.secret.copied'),
    copyFailed: t('apiClients.secret.copyFailed'),
    dismiss: t('apiClients.secret.dismiss'),
  };
}

/** Creating a client, then its id and secret, shown this once. */
function AddApiClient() {
  const { t } = useTranslation('console');
  const secretTexts = useClientSecretTexts();
  return (
    <AddWithSecret
      label={t('apiClients.add')}
      secretTexts={secretTexts}
      form={(done, cancel) => (
        <ApiClientForm
          onCreated={({ client, clientSecret }) =>
            done({
              secret: clientSecret,
              extra: [{ label: t('apiClients.secret.clientId'), value: client.id }],
            })
          }
          onCancel={cancel}
        />
      )}
    />
  );
}

function ApiClientRow({ client }: { client: ApiClient }) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const revoke = async () => {
    setFailed(false);
    try {
      await revokeApiClient(client.id);
      await queryClient.invalidateQueries({ queryKey: apiClientsQuery.queryKey });
    } catch {
      setFailed(true);
    }
  };
  return (
    <tr>
      <th scope="row">
        <div>{client.name}</div>
        <code className={styles.identifier}>{client.id}</code>
      </th>
      <td data-label={t('apiClients.columns.company')}>
        {client.companyName ?? t('apiClients.manufacturer')}
      </td>
      <td data-label={t('apiClients.columns.scopes')}>
        <ul className={styles.chips}>
          {client.scopes.map((scope) => (
            <li key={scope} title={scope}>
              {t(`apiClients.scopes.${SCOPE_TEXT_KEYS[scope]}`)}
            </li>
          ))}
        </ul>
      </td>
      <td className={styles.nowrap} data-label={t('apiClients.columns.createdAt')}>
        {formatDateTime(client.createdAt, i18n.language)}
      </td>
      <td className={styles.nowrap} data-label={t('apiClients.columns.lastUsedAt')}>
        {client.lastUsedAt === null
          ? t('apiClients.never')
          : formatDateTime(client.lastUsedAt, i18n.language)}
      </td>
      <td data-label={t('apiClients.columns.status')}>
        {client.revokedAt === null ? (
          <span className={styles.badge} data-status="active">
            {t('apiClients.active')}
          </span>
        ) : (
          <span className={styles.revoked}>
            {t('apiClients.revokedAt', { date: formatDateTime(client.revokedAt, i18n.language) })}
          </span>
        )}
      </td>
      <td>
        {client.revokedAt === null && (
          <ConfirmAction
            tone="danger"
            label={t('apiClients.revoke')}
            name={t('apiClients.revokeNamed', { name: client.name })}
            question={t('apiClients.revokeQuestion', { name: client.name })}
            confirmLabel={t('apiClients.confirmRevoke')}
            cancelLabel={t('apiClients.keep')}
            onConfirm={revoke}
          />
        )}
        {failed && (
          <p className={styles.error} role="alert">
            {t('apiClients.revokeFailed')}
          </p>
        )}
      </td>
    </tr>
  );
}

function ApiClientsTable({ clients }: { clients: ApiClient[] }) {
  const { t } = useTranslation('console');
  if (clients.length === 0) {
    return <EmptyState title={t('apiClients.empty')} hint={t('apiClients.emptyHint')} />;
  }
  return (
    <div className={consoleStyles.tableWrap}>
      <table className={`${consoleStyles.table} ${consoleStyles.cards}`}>
        <thead>
          <tr>
            <th scope="col">{t('apiClients.columns.name')}</th>
            <th scope="col">{t('apiClients.columns.company')}</th>
            <th scope="col">{t('apiClients.columns.scopes')}</th>
            <th scope="col">{t('apiClients.columns.createdAt')}</th>
            <th scope="col">{t('apiClients.columns.lastUsedAt')}</th>
            <th scope="col">{t('apiClients.columns.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('apiClients.revoke')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <ApiClientRow key={client.id} client={client} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The clients integrators' systems use to call the API (OAuth 2.0 client credentials). */
export function ApiClientsPage() {
  const { t } = useTranslation('console');
  const clients = useQuery(apiClientsQuery);
  return (
    <ConsoleLayout title={t('nav.apiClients')}>
      <p className={styles.intro}>{t('apiClients.intro')}</p>
      <AddApiClient />
      <section className={consoleStyles.panel} aria-label={t('apiClients.list')}>
        <QueryView query={clients}>{(data) => <ApiClientsTable clients={data} />}</QueryView>
      </section>
    </ConsoleLayout>
  );
}

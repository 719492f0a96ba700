import { erasePersonSchema, personLookupSchema } from '@pr/contracts/person-requests';
import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveFile } from '../../shared/api/download-file';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { Notice } from '../../shared/ui/notice';
import { erasePerson, lookUpPerson } from './api/people-api';
import { ConfirmAction } from './confirm-action';
import { ConsoleLayout } from './console-layout';
import { useConsolePaths } from './console-paths';
import styles from './console.module.css';
import { formatDateTime, formatDay } from './format';
import integrationStyles from './integrations.module.css';
import peopleStyles from './people-page.module.css';
import { ReasonField } from './reason-field';
import { useStaffErrorText } from './use-staff-error-text';

type Erased = Awaited<ReturnType<typeof erasePerson>>;

/** What the page shows under the search: one person's data, or what erasing them did. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'found'; email: string; data: PersonalDataExport }
  | { kind: 'erased'; email: string; erased: Erased };

const eraseReasonSchema = erasePersonSchema.pick({ reason: true });

/** Whether the document holds anything about the person (its header aside). */
function holdsAnything(data: PersonalDataExport): boolean {
  return (
    data.account !== null ||
    data.registrations.length + data.consents.length + data.mails.length > 0 ||
    data.transferRequests.length > 0
  );
}

/** A file name that says whose document it is, safe on any file system. */
function fileNameFor(email: string): string {
  return `personal-data-${email.replace(/[^\w.@+-]/g, '_')}.json`;
}

/** A language or locale code (fr-FR) in the console's words, the code itself when unknown. */
function useLanguageName() {
  const { i18n } = useTranslation('console');
  return (code: string | null): string => {
    if (code === null) return '—';
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

function SearchForm({ onSearch }: { onSearch: (email: string) => Promise<boolean> }) {
  const { t } = useTranslation('console');
  const errorText = useStaffErrorText();
  const form = useSchemaForm(personLookupSchema, {
    defaultValues: { email: '' },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);
  // The typed address stays in the field whatever the answer, to correct or try again.
  const submit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    setFailed(!(await onSearch(email)));
  });
  const emailError = errorText.email(form.errorOf('email', form.formState.errors.email?.message));
  return (
    <form
      className={`${styles.panel} ${peopleStyles.search}`}
      role="search"
      aria-label={t('people.searchTitle')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className={styles.filter}>
        <label htmlFor="person-email">{t('people.email')}</label>
        <input
          {...form.register('email')}
          id="person-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={emailError !== undefined}
          aria-describedby={emailError === undefined ? undefined : 'person-email-error'}
        />
        {emailError !== undefined && (
          <p id="person-email-error" className={styles.error} role="alert">
            {emailError}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={form.formState.isSubmitting}
      >
        {t('people.search')}
      </button>
      {failed && (
        <p className={`${styles.error} ${peopleStyles.wide}`} role="alert">
          {t('people.searchFailed')}
        </p>
      )}
    </form>
  );
}

/** One kind of data held: its title, and its rows or the sentence saying there are none. */
function Group({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** The sentence for no data of this kind; the children are not shown then. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className={peopleStyles.group} aria-labelledby={id}>
      <h3 id={id} className={peopleStyles.groupTitle}>
        {title}
      </h3>
      {empty === null ? children : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}

/** A table whose rows stack into blocks on a phone, each value under its column's name. */
function StackTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${integrationStyles.stackTable}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function AccountGroup({ account }: { account: PersonalDataExport['account'] }) {
  const { t, i18n } = useTranslation('console');
  const languageName = useLanguageName();
  return (
    <Group
      id="person-account"
      title={t('people.account.title')}
      empty={account === null ? t('people.account.none') : null}
    >
      {account !== null && (
        <dl className={`${styles.details} ${peopleStyles.details}`}>
          <dt>{t('people.account.name')}</dt>
          <dd>{`${account.givenName} ${account.familyName}`.trim() || '—'}</dd>
          <dt>{t('people.account.email')}</dt>
          <dd>{account.email}</dd>
          <dt>{t('people.account.emailVerifiedAt')}</dt>
          <dd>
            {account.emailVerifiedAt === null
              ? t('people.account.notVerified')
              : formatDateTime(account.emailVerifiedAt, i18n.language)}
          </dd>
          <dt>{t('people.account.language')}</dt>
          <dd>{languageName(account.locale)}</dd>
          <dt>{t('people.account.company')}</dt>
          <dd>{account.company ?? '—'}</dd>
          <dt>{t('people.account.createdAt')}</dt>
          <dd>{formatDateTime(account.createdAt, i18n.language)}</dd>
        </dl>
      )}
    </Group>
  );
}

function RegistrationsGroup({
  registrations,
}: {
  registrations: PersonalDataExport['registrations'];
}) {
  const { t, i18n } = useTranslation('console');
  const paths = useConsolePaths();
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Group
      id="person-registrations"
      title={t('people.registrations.title')}
      empty={registrations.length === 0 ? t('people.registrations.none') : null}
    >
      <StackTable
        columns={[
          t('columns.serial'),
          t('columns.product'),
          t('columns.status'),
          t('people.registrations.installedOn'),
          t('people.registrations.dates'),
          t('columns.registrant'),
          t('people.registrations.address'),
        ]}
      >
        {registrations.map((registration) => {
          const { address, endUser } = registration;
          const name = [endUser.firstName, endUser.lastName].filter(Boolean).join(' ');
          return (
            <tr key={registration.id}>
              <th scope="row">
                <Link to={paths.consoleRegistration(registration.id)}>
                  {registration.serialNumber}
                </Link>
              </th>
              <td data-label={t('columns.product')}>{registration.productModel}</td>
              <td data-label={t('columns.status')}>
                <span className={styles.badge} data-status={registration.status}>
                  {t(`status.${registration.status}`)}
                </span>
              </td>
              <td data-label={t('people.registrations.installedOn')}>
                {formatDay(registration.installationDate, i18n.language)}
              </td>
              <td data-label={t('people.registrations.dates')}>
                <div>
                  {t('people.registrations.createdAt', { date: at(registration.createdAt) })}
                </div>
                {registration.confirmedAt !== null && (
                  <div>
                    {t('people.registrations.confirmedAt', { date: at(registration.confirmedAt) })}
                  </div>
                )}
                {registration.cancelledAt !== null && (
                  <div>
                    {t('people.registrations.cancelledAt', { date: at(registration.cancelledAt) })}
                    {registration.cancelReason !== null && (
                      <div className={styles.muted}>{registration.cancelReason}</div>
                    )}
                  </div>
                )}
              </td>
              <td data-label={t('columns.registrant')}>
                <div>{name || '—'}</div>
                <div className={`${styles.muted} ${peopleStyles.breakable}`}>
                  {endUser.email ?? '—'}
                </div>
                {registration.safetyContact !== null && (
                  <div className={`${styles.muted} ${peopleStyles.breakable}`}>
                    {t('people.registrations.safetyContact', {
                      email: registration.safetyContact,
                    })}
                  </div>
                )}
              </td>
              <td data-label={t('people.registrations.address')}>
                <div>
                  {address.street} {address.houseNumber}
                </div>
                {address.additionalLine !== null && <div>{address.additionalLine}</div>}
                <div>
                  {address.postalCode} {address.locality} ({address.country})
                </div>
              </td>
            </tr>
          );
        })}
      </StackTable>
    </Group>
  );
}

function ConsentsGroup({ data }: { data: PersonalDataExport }) {
  const { t, i18n } = useTranslation('console');
  const languageName = useLanguageName();
  const serialOf = new Map(data.registrations.map((r) => [r.id, r.serialNumber]));
  return (
    <Group
      id="person-consents"
      title={t('people.consents.title')}
      empty={data.consents.length === 0 ? t('people.consents.none') : null}
    >
      <StackTable
        columns={[
          t('people.consents.document'),
          t('people.consents.version'),
          t('people.consents.registration'),
          t('people.consents.language'),
          t('people.consents.givenAt'),
          t('people.consents.withdrawnAt'),
        ]}
      >
        {data.consents.map((consent) => (
          <tr key={`${consent.registrationId}-${consent.kind}-${consent.givenAt}`}>
            <th scope="row">{t(`people.consents.kinds.${consent.kind}`)}</th>
            <td data-label={t('people.consents.version')}>{consent.textVersion}</td>
            <td data-label={t('people.consents.registration')}>
              {serialOf.get(consent.registrationId) ?? '—'}
            </td>
            <td data-label={t('people.consents.language')}>{languageName(consent.language)}</td>
            <td data-label={t('people.consents.givenAt')}>
              {formatDateTime(consent.givenAt, i18n.language)}
            </td>
            <td data-label={t('people.consents.withdrawnAt')}>
              {consent.withdrawnAt === null
                ? '—'
                : formatDateTime(consent.withdrawnAt, i18n.language)}
            </td>
          </tr>
        ))}
      </StackTable>
    </Group>
  );
}

/** The outbox's states as the console says them; one it does not know, as stored. */
function useMailStatusText() {
  const { t } = useTranslation('console');
  return (status: string): string =>
    status === 'pending' || status === 'sent' || status === 'failed'
      ? t(`people.mails.statuses.${status}`)
      : status;
}

function MailsGroup({ mails }: { mails: PersonalDataExport['mails'] }) {
  const { t, i18n } = useTranslation('console');
  const statusText = useMailStatusText();
  return (
    <Group
      id="person-mails"
      title={t('people.mails.title')}
      empty={mails.length === 0 ? t('people.mails.none') : null}
    >
      <StackTable
        columns={[
          t('people.mails.subject'),
          t('people.mails.to'),
          t('people.mails.createdAt'),
          t('people.mails.status'),
        ]}
      >
        {mails.map((mail, index) => (
          <tr key={`${mail.createdAt}-${index}`}>
            <th scope="row">{mail.subject}</th>
            <td className={peopleStyles.breakable} data-label={t('people.mails.to')}>
              {mail.to}
            </td>
            <td data-label={t('people.mails.createdAt')}>
              {formatDateTime(mail.createdAt, i18n.language)}
            </td>
            <td data-label={t('people.mails.status')}>{statusText(mail.status)}</td>
          </tr>
        ))}
      </StackTable>
    </Group>
  );
}

function TransfersGroup({ transfers }: { transfers: PersonalDataExport['transferRequests'] }) {
  const { t, i18n } = useTranslation('console');
  const statusText = (status: string) =>
    status === 'pending' || status === 'approved'
      ? t(`people.transfers.statuses.${status}`)
      : status;
  return (
    <Group
      id="person-transfers"
      title={t('people.transfers.title')}
      empty={transfers.length === 0 ? t('people.transfers.none') : null}
    >
      <StackTable
        columns={[
          t('columns.serial'),
          t('people.transfers.status'),
          t('people.transfers.requestedAt'),
          t('people.transfers.approvedAt'),
        ]}
      >
        {transfers.map((transfer) => (
          <tr key={`${transfer.serialNumber}-${transfer.createdAt}`}>
            <th scope="row">{transfer.serialNumber}</th>
            <td data-label={t('people.transfers.status')}>{statusText(transfer.status)}</td>
            <td data-label={t('people.transfers.requestedAt')}>
              {formatDateTime(transfer.createdAt, i18n.language)}
            </td>
            <td data-label={t('people.transfers.approvedAt')}>
              {transfer.approvedAt === null
                ? '—'
                : formatDateTime(transfer.approvedAt, i18n.language)}
            </td>
          </tr>
        ))}
      </StackTable>
    </Group>
  );
}

/** Everything held about the address, by kind, and the document to hand to the person. */
function PersonData({ email, data }: { email: string; data: PersonalDataExport }) {
  const { t, i18n } = useTranslation('console');
  const download = () =>
    saveFile(
      new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
      fileNameFor(email),
    );
  return (
    <section className={styles.panel} aria-labelledby="person-data">
      <div className={styles.resultsHeader}>
        <h2 id="person-data" className={`${styles.panelTitle} ${peopleStyles.named}`}>
          {t('people.heldTitle', { email })}
        </h2>
        <button type="button" className="button button-secondary" onClick={download}>
          {t('people.download')}
        </button>
      </div>
      <p className={styles.muted}>
        {t('people.exportedAt', { date: formatDateTime(data.exportedAt, i18n.language) })}
      </p>
      {holdsAnything(data) ? (
        <div className={peopleStyles.groups}>
          <AccountGroup account={data.account} />
          <RegistrationsGroup registrations={data.registrations} />
          <ConsentsGroup data={data} />
          <MailsGroup mails={data.mails} />
          <TransfersGroup transfers={data.transferRequests} />
        </div>
      ) : (
        <div className={peopleStyles.groups}>
          <Notice tone="info">{t('people.nothingHeld', { email })}</Notice>
        </div>
      )}
    </section>
  );
}

/** Erasing the person, with a reason kept on each pseudonymised registration. */
function EraseSection({ email, onErased }: { email: string; onErased: (erased: Erased) => void }) {
  const { t } = useTranslation('console');
  const errorText = useStaffErrorText();
  const form = useSchemaForm(eraseReasonSchema, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);
  // The reason typed stays in its field when the erasure fails, to send again.
  const erase = form.handleSubmit(async ({ reason }) => {
    setFailed(false);
    try {
      onErased(await erasePerson({ email, reason }));
    } catch {
      setFailed(true);
    }
  });
  return (
    <section className={styles.panel} aria-labelledby="person-erase">
      <div className={styles.cancelForm}>
        <h2 id="person-erase" className={styles.panelTitle}>
          {t('people.erase.title')}
        </h2>
        <p className={styles.muted} id="person-erase-hint">
          {t('people.erase.hint')}
        </p>
        <ReasonField
          id="person-erase-reason"
          label={t('people.erase.reason')}
          field={form.register('reason')}
          error={errorText.reason(form.errorOf('reason', form.formState.errors.reason?.message))}
          hintId="person-erase-hint"
        />
        {failed && (
          <p className={styles.error} role="alert">
            {t('people.erase.failed')}
          </p>
        )}
        <div className={integrationStyles.actions}>
          <ConfirmAction
            label={t('people.erase.button')}
            name={t('people.erase.named', { email })}
            question={t('people.erase.question', { email })}
            confirmLabel={t('people.erase.confirm')}
            cancelLabel={t('people.erase.cancel')}
            canAsk={() => form.trigger('reason', { shouldFocus: true })}
            onConfirm={() => erase()}
          />
        </div>
      </div>
    </section>
  );
}

/** What the erasure did, counted; the focus comes here, the button that did it being gone. */
function ErasedSummary({ email, erased }: { email: string; erased: Erased }) {
  const { t } = useTranslation('console');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const heldSomething =
    erased.account || erased.registrations + erased.transferRequests + erased.mails > 0;
  return (
    <section className={styles.panel} aria-labelledby="person-erased">
      <h2
        id="person-erased"
        className={`${styles.panelTitle} ${peopleStyles.named}`}
        ref={title}
        tabIndex={-1}
      >
        {t('people.erased.title', { email })}
      </h2>
      <dl className={`${styles.details} ${peopleStyles.details}`}>
        <dt>{t('people.erased.account')}</dt>
        <dd>{erased.account ? t('people.erased.yes') : t('people.erased.no')}</dd>
        <dt>{t('people.erased.registrations')}</dt>
        <dd>{erased.registrations}</dd>
        <dt>{t('people.erased.transferRequests')}</dt>
        <dd>{erased.transferRequests}</dd>
        <dt>{t('people.erased.mails')}</dt>
        <dd>{erased.mails}</dd>
      </dl>
      <p className={peopleStyles.note}>
        {heldSomething ? t('people.erased.told') : t('people.erased.nothing')}
      </p>
    </section>
  );
}

/**
 * The sentence a screen reader hears after each search or erasure, from one live region that
 * is always in the page: what it says is shown in the panels below as well.
 */
function OutcomeStatus({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('console');
  const text =
    outcome.kind === 'searching'
      ? t('loading')
      : outcome.kind === 'found'
        ? holdsAnything(outcome.data)
          ? t('people.found', { email: outcome.email })
          : t('people.nothingHeld', { email: outcome.email })
        : outcome.kind === 'erased'
          ? t('people.erased.title', { email: outcome.email })
          : '';
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}

/**
 * A person's request handled by staff (GDPR art. 15, 17 and 20): everything held about an
 * e-mail address, the document the person would download, and its erasure with a reason.
 * The address stays in the page's state, never in its URL (history, logs).
 */
export function PeoplePage() {
  const { t } = useTranslation('console');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const search = async (email: string): Promise<boolean> => {
    setOutcome({ kind: 'searching' });
    try {
      setOutcome({ kind: 'found', email, data: await lookUpPerson(email) });
      return true;
    } catch {
      setOutcome({ kind: 'none' });
      return false;
    }
  };
  return (
    <ConsoleLayout title={t('nav.people')}>
      <p className={integrationStyles.intro}>{t('people.intro')}</p>
      <SearchForm onSearch={search} />
      <OutcomeStatus outcome={outcome} />
      {outcome.kind === 'found' && (
        <>
          <PersonData email={outcome.email} data={outcome.data} />
          {holdsAnything(outcome.data) && (
            <EraseSection
              key={outcome.email}
              email={outcome.email}
              onErased={(erased) => setOutcome({ kind: 'erased', email: outcome.email, erased })}
            />
          )}
        </>
      )}
      {outcome.kind === 'erased' && <ErasedSummary email={outcome.email} erased={outcome.erased} />}
    </ConsoleLayout>
  );
}

import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookUpPerson } from '../api/people-api';
import { ConsoleLayout } from '../shell/console-layout';
import cardStyles from '../ui/cards.module.css';
import { holdsAnything, PersonData } from './person-data';
import { PersonEraseSection, type Erased } from './person-erase-section';
import { PersonErasedSummary } from './person-erased-summary';
import { PersonSearchForm } from './person-search-form';

/** What the page shows under the search: one person's data, or what erasing them did. */
type Outcome =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'found'; email: string; data: PersonalDataExport }
  | { kind: 'erased'; email: string; erased: Erased };

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
      <p className={cardStyles.intro}>{t('people.intro')}</p>
      <PersonSearchForm onSearch={search} />
      <OutcomeStatus outcome={outcome} />
      {outcome.kind === 'found' && (
        <>
          <PersonData email={outcome.email} data={outcome.data} />
          {holdsAnything(outcome.data) && (
            <PersonEraseSection
              key={outcome.email}
              email={outcome.email}
              onErased={(erased) => setOutcome({ kind: 'erased', email: outcome.email, erased })}
            />
          )}
        </>
      )}
      {outcome.kind === 'erased' && (
        <PersonErasedSummary email={outcome.email} erased={outcome.erased} />
      )}
    </ConsoleLayout>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../ui/console.module.css';
import peopleStyles from './people-page.module.css';
import type { Erased } from './person-erase-section';

/** What the erasure did, counted; the focus comes here, the button that did it being gone. */
export function PersonErasedSummary({ email, erased }: { email: string; erased: Erased }) {
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

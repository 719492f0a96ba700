import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import { usePaths } from '../routing/use-paths';
import styles from './consent-fields.module.css';

export interface Consents {
  privacy: boolean;
  terms: boolean;
}

interface ConsentFieldsProps {
  value: Consents;
  onChange: (value: Consents) => void;
}

/**
 * The two mandatory consents of the review step (docs/spec.md §2, §5), with links to the
 * privacy policy and the terms of use that open in a new tab.
 */
export function ConsentFields({ value, onChange }: ConsentFieldsProps) {
  const { t } = useTranslation();
  const paths = usePaths();
  const newTab = <span className="visually-hidden">{t('footer.newTab')}</span>;
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{t('consent.legend')}</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          required
          checked={value.privacy}
          onChange={(event) => onChange({ ...value, privacy: event.target.checked })}
        />
        <span>
          <Trans
            i18nKey="consent.privacy"
            components={{
              doc: <a href={paths.privacyPolicy()} target="_blank" rel="noreferrer" />,
            }}
          />
          {newTab}
          <span aria-hidden="true"> *</span>
        </span>
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          required
          checked={value.terms}
          onChange={(event) => onChange({ ...value, terms: event.target.checked })}
        />
        <span>
          <Trans
            i18nKey="consent.terms"
            components={{
              doc: <a href={paths.termsOfUse()} target="_blank" rel="noreferrer" />,
            }}
          />
          {newTab}
          <span aria-hidden="true"> *</span>
        </span>
      </label>
      <p className={styles.note}>{t('review.mandatoryNote')}</p>
    </fieldset>
  );
}

/** The two texts as agreed to already (an installer's account, this version of both). */
export function AcceptedConsents({ givenAt }: { givenAt: string }) {
  const { t, i18n } = useTranslation();
  const paths = usePaths();
  const newTabId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(givenAt),
  );
  const link = (href: string) => (
    <a href={href} target="_blank" rel="noreferrer" aria-describedby={newTabId} />
  );
  return (
    <p className={styles.accepted}>
      <Icon name="checkCircle" size={20} />
      <span>
        <Trans
          i18nKey="consent.acceptedOnce"
          values={{ date }}
          components={{ privacy: link(paths.privacyPolicy()), terms: link(paths.termsOfUse()) }}
        />
        <span id={newTabId} hidden>
          {t('footer.newTab')}
        </span>
      </span>
    </p>
  );
}

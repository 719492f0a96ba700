import { Trans, useTranslation } from 'react-i18next';
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

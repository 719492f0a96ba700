import type { RecallNotice } from '@pr/contracts/recalls';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { useFieldErrorText } from '../../../shared/forms/use-field-error-text';
import { languageName } from '../ui/format';
import styles from '../ui/cards.module.css';
import { LabelledField } from '../ui/labelled-field';

/** A language's name as a title: French and others write them in lower case in a sentence. */
const capitalized = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The notice of one language: its subject and body, in that language. */
export function RecallNoticeFields({
  language,
  notice,
  errors,
  showErrors,
  onChange,
}: {
  language: string;
  notice: RecallNotice;
  errors: FieldErrors<keyof RecallNotice>;
  showErrors: boolean;
  onChange: (notice: RecallNotice) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const errorText = useFieldErrorText();
  const name = languageName(language, i18n.language);
  const update = (change: Partial<RecallNotice>) => onChange({ ...notice, ...change });
  return (
    <fieldset className={styles.fieldset} lang={language}>
      <legend>{capitalized(name, i18n.language)}</legend>
      <LabelledField
        id={`recall-subject-${language}`}
        label={t('recalls.form.subject', { language: name })}
        error={showErrors ? errorText(errors.subject) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={notice.subject}
            maxLength={200}
            onChange={(event) => update({ subject: event.target.value })}
          />
        )}
      </LabelledField>
      <LabelledField
        id={`recall-body-${language}`}
        label={t('recalls.form.body', { language: name })}
        error={showErrors ? errorText(errors.body) : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={notice.body}
            onChange={(event) => update({ body: event.target.value })}
          />
        )}
      </LabelledField>
    </fieldset>
  );
}

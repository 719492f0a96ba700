import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../ui/confirm-action';
import styles from '../ui/cards.module.css';
import { LabelledField } from '../ui/labelled-field';
import { RecallNoticeFields } from './recall-notice-fields';
import { RecallReachStatus } from './recall-reach-status';
import { RecallSelectionFields } from './recall-selection-fields';
import { useRecallDraft } from './use-recall-draft';

/**
 * A new recall: its name, the devices it names (products, serial range, installation
 * period), whom that reaches per language, the notice of each language, then sending it.
 */
export function RecallForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('console');
  const draft = useRecallDraft(onStarted);
  const { reach, showErrors } = draft;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
      noValidate
      aria-labelledby="recall-form-title"
    >
      <h2 id="recall-form-title" className={styles.cardTitle}>
        {t('recalls.form.title')}
      </h2>
      <LabelledField
        id="recall-title"
        label={t('recalls.form.name')}
        hint={t('recalls.form.nameHint')}
        error={showErrors && !draft.titleValid ? t('recalls.form.nameTooShort') : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => draft.setTitle(event.target.value)}
            // The form opened for this: typing can start at once.
            autoFocus
          />
        )}
      </LabelledField>
      <RecallSelectionFields
        selection={draft.selection}
        errors={draft.selectionErrors}
        showErrors={showErrors}
        onChange={draft.changeSelection}
      />
      <p className={styles.hint}>{t('recalls.form.rangesHint')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void draft.count()}
          disabled={draft.counting}
        >
          {t('recalls.form.count')}
        </button>
      </div>
      <RecallReachStatus counting={draft.counting} reach={reach} />
      {reach !== null && reach.recipients > 0 && (
        <>
          <p className={styles.hint}>{t('recalls.form.noticesHint')}</p>
          {reach.languages.map(({ language }) => (
            <RecallNoticeFields
              key={language}
              language={language}
              notice={draft.notices[language] ?? { subject: '', body: '' }}
              errors={draft.noticeErrors[language] ?? {}}
              showErrors={showErrors}
              onChange={(notice) => draft.changeNotice(language, notice)}
            />
          ))}
          {showErrors && !draft.anyWritten && (
            <p className={styles.error} role="alert">
              {t('recalls.form.noticeRequired')}
            </p>
          )}
          <div className={styles.actions}>
            <ConfirmAction
              label={t('recalls.form.send')}
              question={t('recalls.form.sendQuestion', { count: reach.recipients })}
              confirmLabel={t('recalls.form.confirmSend')}
              cancelLabel={t('recalls.form.keep')}
              onConfirm={draft.send}
            />
          </div>
        </>
      )}
      {draft.failure !== null && (
        <p className={styles.error} role="alert">
          {draft.failure}
        </p>
      )}
    </form>
  );
}

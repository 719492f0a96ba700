import {
  recallNoticeSchema,
  recallSelectionSchema,
  startRecallSchema,
  type RecallNotice,
  type RecallReach,
} from '@pr/contracts/recalls';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { fieldErrorsOf, type FieldError } from '../../shared/forms/field-errors';
import { useFieldErrorText } from '../../shared/forms/use-field-error-text';
import { catalogQuery } from './api/console-api';
import { recallCampaignsQuery, recallReach, startRecall } from './api/recalls-api';
import { ConfirmAction } from './confirm-action';
import { textIn } from '@pr/contracts';
import { languageName } from './format';
import styles from './integrations.module.css';
import { ChoiceGroup, LabelledField } from './labelled-field';

interface SelectionFields {
  productModels: string[];
  serialFrom: string;
  serialTo: string;
  installedFrom: string;
  installedTo: string;
}

const EMPTY_SELECTION: SelectionFields = {
  productModels: [],
  serialFrom: '',
  serialTo: '',
  installedFrom: '',
  installedTo: '',
};

/** The selection as the contract has it: an empty bound is no bound. */
function selectionOf(fields: SelectionFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined),
  );
}

/** A language's name as a title: French and others write them in lower case in a sentence. */
const capitalized = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

type NoticeErrors = Record<string, Partial<Record<keyof RecallNotice, FieldError>>>;

/** Each notice's field errors; a language left wholly empty gets the fallback's notice. */
function noticeErrorsOf(notices: Record<string, RecallNotice>): NoticeErrors {
  const errors: NoticeErrors = {};
  for (const [language, notice] of Object.entries(notices)) {
    if (notice.subject.trim() === '' && notice.body.trim() === '') continue;
    const parsed = recallNoticeSchema.safeParse(notice);
    if (!parsed.success) errors[language] = fieldErrorsOf(parsed.error);
  }
  return errors;
}

/** The notices staff wrote, without the languages left empty. */
const writtenNotices = (notices: Record<string, RecallNotice>) =>
  Object.fromEntries(
    Object.entries(notices).filter(
      ([, notice]) => notice.subject.trim() !== '' || notice.body.trim() !== '',
    ),
  );

/**
 * A new recall: its name, the devices it names (products, serial range, installation
 * period), whom that reaches per language, the notice of each language, then sending it.
 */
export function RecallForm({ onStarted }: { onStarted: () => void }) {
  const { t, i18n } = useTranslation('console');
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const catalog = useQuery(catalogQuery);
  const [title, setTitle] = useState('');
  const [selection, setSelection] = useState<SelectionFields>(EMPTY_SELECTION);
  const [reach, setReach] = useState<RecallReach | null>(null);
  const [notices, setNotices] = useState<Record<string, RecallNotice>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [counting, setCounting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const parsedSelection = recallSelectionSchema.safeParse(selectionOf(selection));
  const selectionErrors = parsedSelection.success
    ? {}
    : fieldErrorsOf<keyof SelectionFields>(parsedSelection.error);
  const parsedTitle = startRecallSchema.shape.title.safeParse(title);
  const noticeErrors = noticeErrorsOf(notices);
  const written = writtenNotices(notices);
  const shown = <T,>(error: T) => (showErrors ? error : undefined);

  const changeSelection = (change: Partial<SelectionFields>) => {
    setSelection((current) => ({ ...current, ...change }));
    // Another selection reaches other people: they must be counted again.
    setReach(null);
  };

  const count = async () => {
    setFailure(null);
    if (!parsedSelection.success) {
      setShowErrors(true);
      return;
    }
    setCounting(true);
    try {
      const counted = await recallReach(parsedSelection.data);
      setReach(counted);
      setNotices((current) =>
        Object.fromEntries(
          counted.languages.map(({ language }) => [
            language,
            current[language] ?? { subject: '', body: '' },
          ]),
        ),
      );
    } catch {
      setFailure(t('recalls.form.countFailed'));
    } finally {
      setCounting(false);
    }
  };

  const ready =
    parsedTitle.success &&
    parsedSelection.success &&
    reach !== null &&
    reach.recipients > 0 &&
    Object.keys(written).length > 0 &&
    Object.keys(noticeErrors).length === 0;

  const send = async () => {
    setFailure(null);
    if (!ready || !parsedSelection.success) {
      setShowErrors(true);
      return;
    }
    try {
      await startRecall({ title: title.trim(), selection: parsedSelection.data, notices: written });
      await queryClient.invalidateQueries({ queryKey: recallCampaignsQuery.queryKey });
      onStarted();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'notice_missing') {
        const languages = (error.details as { languages?: string[] } | undefined)?.languages ?? [];
        setFailure(
          t('recalls.form.noticeMissing', {
            languages: languages.map((code) => languageName(code, i18n.language)).join(', '),
          }),
        );
      } else {
        setFailure(t('recalls.form.startFailed'));
      }
    }
  };

  const rangeError = (error: FieldError | undefined) => shown(errorText(error));

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
        error={shown(parsedTitle.success ? undefined : t('recalls.form.nameTooShort'))}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={title}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
            // The form opened for this: typing can start at once.
            autoFocus
          />
        )}
      </LabelledField>
      <ChoiceGroup
        id="recall-products"
        legend={t('recalls.form.products')}
        error={shown(
          selectionErrors.productModels === undefined
            ? undefined
            : t('recalls.form.productsRequired'),
        )}
      >
        {catalog.isError && <p className={styles.error}>{t('loadFailed')}</p>}
        {catalog.data?.products.map((product) => (
          <label key={product.model} className={styles.choice}>
            <input
              type="checkbox"
              checked={selection.productModels.includes(product.model)}
              onChange={(event) =>
                changeSelection({
                  productModels: event.target.checked
                    ? [...selection.productModels, product.model]
                    : selection.productModels.filter((model) => model !== product.model),
                })
              }
            />
            <span>
              {textIn(product.name, i18n.language)}
              <code>{product.model}</code>
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <div className={styles.range}>
        <LabelledField
          id="recall-serial-from"
          label={t('recalls.form.serialFrom')}
          error={rangeError(selectionErrors.serialFrom)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              value={selection.serialFrom}
              onChange={(event) => changeSelection({ serialFrom: event.target.value.trim() })}
            />
          )}
        </LabelledField>
        <LabelledField
          id="recall-serial-to"
          label={t('recalls.form.serialTo')}
          error={rangeError(selectionErrors.serialTo)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              value={selection.serialTo}
              onChange={(event) => changeSelection({ serialTo: event.target.value.trim() })}
            />
          )}
        </LabelledField>
        <LabelledField
          id="recall-installed-from"
          label={t('recalls.form.installedFrom')}
          error={rangeError(selectionErrors.installedFrom)}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={selection.installedFrom}
              onChange={(event) => changeSelection({ installedFrom: event.target.value })}
            />
          )}
        </LabelledField>
        <LabelledField
          id="recall-installed-to"
          label={t('recalls.form.installedTo')}
          error={rangeError(selectionErrors.installedTo)}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={selection.installedTo}
              onChange={(event) => changeSelection({ installedTo: event.target.value })}
            />
          )}
        </LabelledField>
      </div>
      <p className={styles.hint}>{t('recalls.form.rangesHint')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void count()}
          disabled={counting}
        >
          {t('recalls.form.count')}
        </button>
      </div>
      <div role="status">
        {counting && <p>{t('loading')}</p>}
        {reach !== null && (
          <div className={styles.reach}>
            <p>
              <strong>
                {t('recalls.form.reaches', {
                  recipients: reach.recipients,
                  registrations: reach.registrations,
                })}
              </strong>
            </p>
            {reach.languages.length > 0 && (
              <ul className={styles.chips}>
                {reach.languages.map(({ language, recipients }) => (
                  <li key={language}>
                    {t('recalls.form.languageCount', {
                      language: languageName(language, i18n.language),
                      recipients,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {reach !== null && reach.recipients > 0 && (
        <>
          <p className={styles.hint}>{t('recalls.form.noticesHint')}</p>
          {reach.languages.map(({ language }) => {
            const notice = notices[language] ?? { subject: '', body: '' };
            const errors = noticeErrors[language] ?? {};
            const name = languageName(language, i18n.language);
            const update = (change: Partial<RecallNotice>) =>
              setNotices((current) => ({ ...current, [language]: { ...notice, ...change } }));
            return (
              <fieldset key={language} className={styles.fieldset} lang={language}>
                <legend>{capitalized(name, i18n.language)}</legend>
                <LabelledField
                  id={`recall-subject-${language}`}
                  label={t('recalls.form.subject', { language: name })}
                  error={shown(errorText(errors.subject))}
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
                  error={shown(errorText(errors.body))}
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
          })}
          {showErrors && Object.keys(written).length === 0 && (
            <p className={styles.error} role="alert">
              {t('recalls.form.noticeRequired')}
            </p>
          )}
          <div className={styles.actions}>
            <ConfirmAction
              label={t('recalls.form.send')}
              question={t('recalls.form.sendQuestion', { recipients: reach.recipients })}
              confirmLabel={t('recalls.form.confirmSend')}
              cancelLabel={t('recalls.form.keep')}
              onConfirm={send}
            />
          </div>
        </>
      )}
      {failure !== null && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

import {
  recallNoticeSchema,
  recallSelectionSchema,
  startRecallSchema,
  type RecallNotice,
  type RecallReach,
} from '@pr/contracts/recalls';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { fieldErrorsOf, type FieldError } from '../../../shared/forms/field-errors';
import { recallCampaignsQuery, recallReach, startRecall } from '../api/recalls-api';
import { languageName } from '../ui/format';

export interface SelectionFields {
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
 * A new recall as staff prepare it (name, selection, whom it reaches, the notices), what is
 * wrong with it, and the two things done with it: counting whom it reaches, and sending it.
 */
export function useRecallDraft(onStarted: () => void) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
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

  const changeSelection = (change: Partial<SelectionFields>) => {
    setSelection((current) => ({ ...current, ...change }));
    // Another selection reaches other people: they must be counted again.
    setReach(null);
  };

  const changeNotice = (language: string, notice: RecallNotice) =>
    setNotices((current) => ({ ...current, [language]: notice }));

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

  return {
    title,
    setTitle,
    titleValid: parsedTitle.success,
    selection,
    selectionErrors,
    changeSelection,
    reach,
    notices,
    noticeErrors,
    changeNotice,
    /** Whether at least one language has its notice written. */
    anyWritten: Object.keys(written).length > 0,
    showErrors,
    counting,
    failure,
    count,
    send,
  };
}

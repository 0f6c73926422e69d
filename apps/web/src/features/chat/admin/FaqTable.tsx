import { type FaqEntry, joinAnswers } from '@app/contracts/chat';
import { LANGUAGES, type Language } from '@app/contracts/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { controlClasses } from '@/components/ui/Input';
import { type Column, Table } from '@/components/ui/Table';
import { useToast } from '@/components/ui/Toast';
import { useDeleteFaq, useUpdateFaq } from '@/features/chat/api/faq';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { fieldErrorsOf } from '@/lib/form-failure';
import { useLang } from '@/lib/i18n';
import { useRowFocus } from '@/lib/use-row-focus';
import Pencil from '~icons/lucide/pencil';
import Trash2 from '~icons/lucide/trash-2';
import {
  FAQ_DRAFT_ALIASES,
  FAQ_DRAFT_FIELDS,
  type FaqDraft,
  type FaqDraftErrors,
  joinPhrasings,
  readFaqDraft,
} from './faq-draft';

const draftOf = (entry: FaqEntry): FaqDraft => ({
  question: entry.question,
  answersText: joinAnswers(entry.answers),
  language: entry.language,
  phrasingsText: joinPhrasings(entry.phrasings),
});

export interface FaqTableProps {
  entries: readonly FaqEntry[];
  loading: boolean;
  /** After a deletion empties the page. */
  onLastRowDeleted: () => void;
}

/**
 * The chatbot FAQ table: id, editable question, editable answers text (answers
 * joined by ' | '), language, 'Modifier' saves the row, 'Supprimer' asks first.
 */
export function FaqTable({ entries, loading, onLastRowDeleted }: FaqTableProps) {
  const { t } = useTranslation('chat');
  const { lang } = useLang();
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  // A deleted entry's row hands focus to its neighbour.
  const rowFocus = useRowFocus();
  const update = useUpdateFaq();
  const remove = useDeleteFaq();
  // Unsaved edits per entry id; a row without one shows the stored entry.
  const [drafts, setDrafts] = useState<Record<number, FaqDraft>>({});
  const [errors, setErrors] = useState<Record<number, FaqDraftErrors>>({});
  const [saving, setSaving] = useState<number>();

  const draftFor = (entry: FaqEntry) => drafts[entry.id] ?? draftOf(entry);
  const edit = (entry: FaqEntry, patch: Partial<FaqDraft>) => {
    setDrafts((current) => ({ ...current, [entry.id]: { ...draftFor(entry), ...patch } }));
    setErrors((current) => ({ ...current, [entry.id]: {} }));
  };
  const forget = (id: number) => {
    setDrafts(({ [id]: _draft, ...rest }) => rest);
    setErrors(({ [id]: _errors, ...rest }) => rest);
  };

  const save = async (entry: FaqEntry) => {
    const read = readFaqDraft(draftFor(entry), lang);
    if (read.errors) {
      setErrors((current) => ({ ...current, [entry.id]: read.errors }));
      return;
    }
    setSaving(entry.id);
    try {
      await update.mutateAsync({ ...read.input, id: entry.id });
      forget(entry.id);
      toast.success(t('faq.updated', { id: entry.id }));
    } catch (error) {
      if (isApiError(error)) {
        const fields = fieldErrorsOf(error, FAQ_DRAFT_FIELDS, FAQ_DRAFT_ALIASES);
        setErrors((current) => ({ ...current, [entry.id]: fields }));
        toast.error(error.message);
      } else toast.error(t('faq.loadError'));
    } finally {
      setSaving(undefined);
    }
  };

  const askDelete = async (entry: FaqEntry) => {
    rowFocus.remember(entry.id);
    const confirmed = await confirm({
      returnFocus: rowFocus.returnFocus,
      message: t('faq.confirmDelete', { question: entry.question }),
      confirmLabel: t('faq.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(entry.id);
      forget(entry.id);
      toast.success(t('faq.deleted', { id: entry.id }));
      if (entries.length === 1) onLastRowDeleted();
    } catch (error) {
      toast.error(errorText(error, t('faq.loadError')));
    }
  };

  /**
   * An entry's question or answers as an editable text box, its error (from the last save) under
   * it; `faq-<id>-question-error` / `faq-<id>-answers-error` tie the two together.
   */
  const textCell =
    (field: 'question' | 'answersText', rows: number, label: (id: number) => string) =>
    (entry: FaqEntry) => {
      const error = errors[entry.id]?.[field];
      const errorId = `faq-${entry.id}-${field === 'question' ? 'question' : 'answers'}-error`;
      return (
        <div className="flex w-full flex-col gap-1">
          <textarea
            rows={rows}
            aria-label={label(entry.id)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={draftFor(entry)[field]}
            onChange={(event) => edit(entry, { [field]: event.target.value })}
            className={controlClasses(
              Boolean(error),
              'field-sizing-content max-h-60 resize-y py-2',
            )}
          />
          {error ? (
            <p id={errorId} className="text-red-700 text-xs">
              {error}
            </p>
          ) : null}
        </div>
      );
    };

  const columns: Column<FaqEntry>[] = [
    { key: 'id', header: t('faq.columns.id'), rowHeader: true, className: 'w-14' },
    {
      key: 'question',
      header: t('faq.columns.question'),
      // Stacked on narrow screens: the label above, the text box at full width.
      className: 'min-w-56 max-lg:flex-col max-lg:gap-1 max-lg:before:w-auto',
      cell: textCell('question', 2, (id) => t('faq.questionOf', { id })),
    },
    {
      key: 'answers',
      header: t('faq.columns.answers'),
      className: 'min-w-72 max-lg:flex-col max-lg:gap-1 max-lg:before:w-auto',
      cell: textCell('answersText', 3, (id) => t('faq.answersOf', { id })),
    },
    {
      key: 'phrasings',
      header: t('faq.columns.phrasings'),
      className: 'min-w-56 max-lg:flex-col max-lg:gap-1 max-lg:before:w-auto',
      cell: (entry) => {
        const error = errors[entry.id]?.phrasingsText;
        return (
          <div className="flex w-full flex-col gap-1">
            <textarea
              rows={2}
              aria-label={t('faq.phrasingsOf', { id: entry.id })}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? `faq-${entry.id}-phrasings-error` : `faq-${entry.id}-phrasings-hint`
              }
              value={draftFor(entry).phrasingsText ?? ''}
              onChange={(event) => edit(entry, { phrasingsText: event.target.value })}
              className={controlClasses(
                Boolean(error),
                'field-sizing-content max-h-60 resize-y py-2',
              )}
            />
            {error ? (
              <p id={`faq-${entry.id}-phrasings-error`} className="text-red-700 text-xs">
                {error}
              </p>
            ) : (
              <p id={`faq-${entry.id}-phrasings-hint`} className="text-ink-600 text-xs">
                {t('faq.phrasingsHint')}
              </p>
            )}
          </div>
        );
      },
    },
    {
      key: 'language',
      header: t('faq.columns.language'),
      cell: (entry) => (
        <select
          aria-label={t('faq.languageOf', { id: entry.id })}
          value={draftFor(entry).language}
          onChange={(event) => edit(entry, { language: event.target.value as Language })}
          className="h-9 rounded-lg border border-ink-200 bg-white px-2 text-sm"
        >
          {LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`faq.languages.${value}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'actions',
      header: t('faq.columns.actions'),
      cell: (entry) => {
        const changed = entry.id in drafts;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={changed ? 'primary' : 'secondary'}
              icon={<Pencil aria-hidden className="size-4" />}
              loading={saving === entry.id}
              aria-label={t('faq.editOf', { id: entry.id })}
              onClick={() => void save(entry)}
              className={cn(!changed && 'text-ink-800')}
            >
              {t('faq.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              icon={<Trash2 aria-hidden className="size-4" />}
              aria-label={t('faq.deleteOf', { id: entry.id })}
              onClick={() => void askDelete(entry)}
            >
              {t('faq.delete')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <Table
        ref={rowFocus.ref}
        caption={t('faq.caption')}
        captionHidden
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        loading={loading}
        stackBelow="lg"
        emptyText={t('faq.empty')}
        className="rounded-none border-0 shadow-none"
      />
      {confirmDialog}
    </>
  );
}

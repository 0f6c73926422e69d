import type { FaqEntry, UnansweredGroup } from '@app/contracts/chat';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useToast } from '@/components/ui/Toast';
import {
  useFaqEntries,
  useResolveUnanswered,
  useUnansweredQuestions,
} from '@/features/chat/api/faq';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import MessageCircleQuestion from '~icons/lucide/message-circle-question';
import Plus from '~icons/lucide/plus';
import Tags from '~icons/lucide/tags';
import { FaqDraftFields } from './FaqDraftFields';
import type { FaqDraft } from './faq-draft';
import { useFaqDraftForm } from './use-faq-draft-form';

const UNANSWERED_PAGE_SIZE = 10;

/** The new-entry dialog of a group: the visitor's question as a start, answers, language. */
function CreateEntryDialog({ group }: { group: UnansweredGroup }) {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const resolve = useResolveUnanswered();
  const [open, setOpen] = useState(false);
  const start: FaqDraft = { question: group.question, answersText: '', language: group.language };
  const { form, failure, setFailure, onSubmit } = useFaqDraftForm(start, {
    save: async (input) => {
      const { entry } = await resolve.mutateAsync({
        action: 'create',
        key: group.key,
        question: input.question,
        answers: input.answers,
        language: input.language ?? group.language,
      });
      toast.success(t('unanswered.created', { id: entry.id }));
      setOpen(false);
    },
    fallback: t('unanswered.loadError'),
  });
  const formId = `unanswered-create-${group.key}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.reset(start);
          setFailure(undefined);
        }
      }}
      title={t('unanswered.createTitle')}
      description={t('unanswered.createDescription', { count: group.count })}
      trigger={
        <Button size="sm" icon={<Plus aria-hidden className="size-4" />}>
          {t('unanswered.create')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('unanswered.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={resolve.isPending}>
            {t('unanswered.createSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <FaqDraftFields form={form} answersRows={3} failure={failure} />
      </form>
    </Dialog>
  );
}

/** One group: the question, how often and when it was asked, and the two ways to handle it. */
function UnansweredRow({ group, entries }: { group: UnansweredGroup; entries: FaqEntry[] }) {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const resolve = useResolveUnanswered();
  const [faqId, setFaqId] = useState('');
  const [error, setError] = useState<string>();
  // The group's language first: a French question is usually a phrasing of a French entry.
  const options = [...entries]
    .sort((a, b) => Number(b.language === group.language) - Number(a.language === group.language))
    .map((entry) => ({
      value: String(entry.id),
      label: `${entry.id} · ${entry.language.toUpperCase()} · ${entry.question}`,
    }));

  const addPhrasing = async () => {
    setError(undefined);
    if (!faqId) {
      setError(t('unanswered.chooseEntry'));
      return;
    }
    try {
      const { entry } = await resolve.mutateAsync({
        action: 'phrasing',
        key: group.key,
        faqId: Number(faqId),
      });
      toast.success(t('unanswered.phrasingAdded', { id: entry.id }));
    } catch (failure) {
      setError(errorText(failure, t('unanswered.loadError')));
    }
  };

  const others = group.examples.filter((example) => example !== group.question);
  return (
    <li className="grid gap-3 border-ink-100 border-b px-4 py-4 last:border-b-0">
      <div className="grid gap-1">
        <p className="break-words font-semibold text-ink-950">{group.question}</p>
        <p className="text-ink-600 text-sm">
          {t('unanswered.asked', { count: group.count })} ·{' '}
          {t('unanswered.between', {
            first: formatDateTime(group.first_at),
            last: formatDateTime(group.last_at),
          })}{' '}
          · {t(`faq.languages.${group.language}`)}
        </p>
        {others.length > 0 ? (
          <ul className="grid gap-0.5 text-ink-700 text-sm" aria-label={t('unanswered.examples')}>
            {others.map((example) => (
              <li key={example} className="break-words">
                « {example} »
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('unanswered.entryFor', { question: group.question })}
          labelHidden
          placeholder={t('unanswered.entryPlaceholder')}
          value={faqId}
          onChange={(event) => {
            setFaqId(event.target.value);
            setError(undefined);
          }}
          options={options}
          error={error}
          className="min-w-0 max-w-full flex-1 basis-64"
          selectClassName="h-9 py-1"
        />
        <Button
          size="sm"
          variant="secondary"
          icon={<Tags aria-hidden className="size-4" />}
          loading={resolve.isPending}
          onClick={() => void addPhrasing()}
        >
          {t('unanswered.addPhrasing')}
        </Button>
        <CreateEntryDialog group={group} />
      </div>
    </li>
  );
}

/**
 * The questions the assistant could not answer, grouped when alike, most asked first: staff turn
 * a group into a new FAQ entry or into phrasings of an existing one, answered from the next
 * message (what Fin or Zendesk bots give their staff).
 */
export function UnansweredQuestions({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('chat');
  const { page, pager, rowsLeft } = useListController({
    limit: UNANSWERED_PAGE_SIZE,
    name: 'unanswered',
  });
  const groups = useUnansweredQuestions({ page, limit: UNANSWERED_PAGE_SIZE });
  // Every entry, for the "phrasing of" choice (the FAQ is small: the public list reads it whole).
  const entries = useFaqEntries({ page: 1, limit: 500 });
  const items = groups.data?.items ?? [];
  const total = groups.data?.total ?? 0;
  // Handling the last group of a page moves back to the last page that has groups.
  const pastTheEnd = !groups.isPending && items.length === 0 && page > 1 && total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page is found empty
  useEffect(() => {
    if (pastTheEnd) rowsLeft(0, total);
  }, [pastTheEnd, total]);

  return (
    <Card flush title={t('unanswered.title')} titleAs={headingLevel}>
      <p className="px-4 pt-3 text-ink-600 text-sm">{t('unanswered.description')}</p>
      <LoadError error={groups.error} fallback={t('unanswered.loadError')} look="afterText" />
      {groups.isPending ? (
        <div className="grid gap-2 p-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-6 text-ink-600 text-sm">
          <MessageCircleQuestion aria-hidden className="size-5" />
          {t('unanswered.empty')}
        </p>
      ) : (
        <ul aria-label={t('unanswered.title')} className="mt-2 border-ink-100 border-t">
          {items.map((group) => (
            <UnansweredRow key={group.key} group={group} entries={entries.data?.items ?? []} />
          ))}
        </ul>
      )}
      <ListPager {...pager(total)} />
    </Card>
  );
}

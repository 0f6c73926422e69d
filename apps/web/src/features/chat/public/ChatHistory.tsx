import type { ChatHistoryEntry } from '@app/contracts/chat';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { controlClasses } from '@/components/ui/Input';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { useChatHistory } from '@/features/chat/api/faq';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { SearchBoxInput, useSearchBox } from '@/lib/list-search';
import { useListController } from '@/lib/use-list-controller';
import ChevronDown from '~icons/lucide/chevron-down';
import ImageIcon from '~icons/lucide/image';
import Search from '~icons/lucide/search';

/** Collapsed rows show this many characters of the message and of the response. */
const HISTORY_TRUNCATE_AT = 80;
const HISTORY_PAGE_SIZE = 20;

function truncate(text: string, max = HISTORY_TRUNCATE_AT): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

function HistoryRow({ entry }: { entry: ChatHistoryEntry }) {
  const { t } = useTranslation('chat');
  const [expanded, setExpanded] = useState(false);
  const show = (text: string) => (expanded ? text : truncate(text));
  return (
    <li className="border-ink-100 border-b last:border-b-0">
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2"
      >
        <span className="grid min-w-0 flex-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[6rem_1fr]">
          <span className="font-semibold text-ink-600">{t('history.message')}</span>
          <span className={cn('break-words text-ink-950', expanded && 'whitespace-pre-line')}>
            {show(entry.message)}
          </span>
          <span className="font-semibold text-ink-600">{t('history.response')}</span>
          <span className={cn('break-words text-ink-800', expanded && 'whitespace-pre-line')}>
            {show(entry.response)}
          </span>
          <span className="font-semibold text-ink-600">{t('history.date')}</span>
          <span className="text-ink-700">
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            {entry.image ? (
              <span className="ml-2 inline-flex items-center gap-1 text-ink-600">
                <ImageIcon aria-hidden className="size-3.5" />
                {t('history.image')}
              </span>
            ) : null}
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn(
            'mt-0.5 size-4 shrink-0 text-ink-500 transition-transform',
            expanded && 'rotate-180',
          )}
        />
      </button>
      {expanded && entry.image ? (
        <a
          href={`/uploads/${entry.image}`}
          target="_blank"
          rel="noreferrer"
          className="mx-4 mb-3 inline-block font-medium text-brand-800 text-sm underline"
        >
          {t('history.openImage')}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The conversation history: message, response and date per row, truncated to 80
 * characters until clicked, in a 300 px scroll area, searched and paged on the server.
 */
export function ChatHistory({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('chat');
  const searchId = useId();
  const { page, pager, filters } = useListController({
    limit: HISTORY_PAGE_SIZE,
    name: 'history',
    filters: { q: '' },
  });
  // The history's own search box (`?history.q=`); a new search starts again from the first page.
  const search = useSearchBox({ param: 'history.q', pageKeys: ['history.page'] });
  const { q } = filters;
  const history = useChatHistory({ page, limit: HISTORY_PAGE_SIZE, q: q || undefined });
  const rows = history.data?.items ?? [];

  return (
    <Card
      flush
      title={t('history.title')}
      titleAs={headingLevel}
      description={t('history.description')}
      actions={
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('history.search')}
          </label>
          <Search
            aria-hidden
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-ink-500"
          />
          <SearchBoxInput
            id={searchId}
            box={search}
            placeholder={t('history.search')}
            className={controlClasses(false, 'h-9 w-64 max-w-full pl-9')}
          />
        </div>
      }
    >
      <LoadError error={history.error} fallback={t('history.loadError')} look="afterText" />
      {/* A 300 px scroll area; focusable so keyboard users can scroll it too. */}
      <section
        aria-label={t('history.list')}
        aria-busy={history.isPending || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[300px] overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2"
      >
        {history.isPending ? (
          <div className="grid gap-3 p-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-ink-500 text-sm">{t('history.empty')}</p>
        ) : (
          <ul>
            {rows.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
      <ListPager {...pager(history.data?.total ?? 0)} />
    </Card>
  );
}

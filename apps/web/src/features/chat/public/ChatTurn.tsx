import type { ChatAction, ChatResponse, ChatSuggestion } from '@app/contracts/chat';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { IconTile } from '@/components/ui/IconTile';
import { cn } from '@/lib/cn';
import Bot from '~icons/lucide/bot';
import CalendarDays from '~icons/lucide/calendar-days';
import FileText from '~icons/lucide/file-text';
import Headset from '~icons/lucide/headset';
import ImageIcon from '~icons/lucide/image';
import MessageSquareWarning from '~icons/lucide/message-square-warning';

/** One message of the conversation: the visitor's question or the assistant's answer. */
export type ChatTurnData =
  | { id: number; from: 'visitor'; text: string; imageName?: string }
  | {
      id: number;
      from: 'assistant';
      text: string;
      /** The language the answer is written in (it follows the question, not the site). */
      language?: ChatResponse['language'];
      actions: readonly ChatAction[];
      complaintUrl: string | null;
      /** "Vouliez-vous dire… ?": the closest FAQ questions, answered in one tap. */
      suggestions?: readonly ChatSuggestion[];
      /** Offers "Parler à un conseiller" beside the answer. */
      handoff?: boolean;
    };

const ACTION_ICONS: Record<ChatAction, ReactNode> = {
  quote: <FileText aria-hidden="true" className="size-4" />,
  demo: <CalendarDays aria-hidden="true" className="size-4" />,
  contact: <Headset aria-hidden="true" className="size-4" />,
};

export function ChatTurn({
  turn,
  pending = false,
  onAction,
  onSuggestion,
  onHandoff,
  busy = false,
}: {
  turn: ChatTurnData;
  /** A question still waiting for its answer is drawn lighter. */
  pending?: boolean;
  onAction: (action: ChatAction) => void;
  /** A suggestion tapped: asks that FAQ entry. */
  onSuggestion: (faqId: number, question: string) => void;
  onHandoff: () => void;
  /** While a question is on its way, suggestions wait. */
  busy?: boolean;
}) {
  const { t } = useTranslation('chat');

  if (turn.from === 'visitor') {
    return (
      <li className="flex justify-end">
        <div
          className={cn(
            'max-w-[85%] whitespace-pre-line break-words rounded-2xl rounded-br-md bg-brand-700 px-3.5 py-2.5 text-sm text-white',
            pending && 'opacity-75',
          )}
        >
          <span className="sr-only">
            {t('landing.widget.speaker', { name: t('landing.widget.you') })}{' '}
          </span>
          {turn.text}
          {turn.imageName ? (
            <span className="mt-1.5 flex items-center gap-1.5 text-white/90 text-xs">
              <ImageIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">
                {t('landing.widget.imageSent', { name: turn.imageName })}
              </span>
            </span>
          ) : null}
        </div>
      </li>
    );
  }

  return (
    <li className="flex items-start gap-2">
      <IconTile className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
        <Bot className="size-4" />
      </IconTile>
      <div className="flex min-w-0 max-w-[85%] flex-col gap-2">
        <div
          lang={turn.language}
          className="whitespace-pre-line break-words rounded-2xl rounded-tl-md bg-ink-100 px-3.5 py-2.5 text-ink-900 text-sm"
        >
          <span className="sr-only">
            {t('landing.widget.speaker', { name: t('landing.widget.assistant') })}{' '}
          </span>
          {turn.text}
        </div>
        {turn.suggestions?.length ? (
          <ul
            aria-label={t('landing.widget.didYouMean')}
            className="flex flex-col items-start gap-2"
          >
            {turn.suggestions.map((suggestion) => (
              <li key={suggestion.faqId}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSuggestion(suggestion.faqId, suggestion.question)}
                  className="rounded-2xl border border-brand-200 bg-white px-3 py-1.5 text-left text-brand-800 text-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-60"
                >
                  {suggestion.question}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {turn.actions.length > 0 ||
        turn.complaintUrl ||
        turn.handoff ||
        turn.suggestions?.length ? (
          <div className="flex flex-wrap gap-2">
            {turn.actions.map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => onAction(action)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {ACTION_ICONS[action]}
                {t(`landing.actions.${action}`)}
              </button>
            ))}
            {/* The chat lives on the landing's own (Preact) build: the form loads as a document. */}
            {turn.complaintUrl ? (
              <Link
                reloadDocument
                to={turn.complaintUrl}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'sm',
                  className: 'h-auto min-h-9 max-w-full whitespace-normal py-1.5 text-left',
                })}
              >
                <MessageSquareWarning aria-hidden="true" className="size-4" />
                {t('landing.actions.complaint')}
              </Link>
            ) : null}
            {/* Not sure (suggestions) or a problem: a person is one tap away. */}
            {turn.handoff || turn.suggestions?.length ? (
              <button
                type="button"
                onClick={onHandoff}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                <Headset aria-hidden="true" className="size-4" />
                {t('landing.actions.contact')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

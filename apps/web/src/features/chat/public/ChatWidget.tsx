import { type ChatAction, type ChatRequest, chatRequestSchema } from '@app/contracts/chat';
import { zodResolver } from '@hookform/resolvers/zod';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { IconTile } from '@/components/ui/IconTile';
import { TitledSection } from '@/components/ui/TitledSection';
import {
  useChatSuggestions,
  useContactRequests,
  useSendChatMessage,
} from '@/features/chat/api/chat';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { useMessage } from '@/lib/use-message';
import Bot from '~icons/lucide/bot';
import CalendarDays from '~icons/lucide/calendar-days';
import FileText from '~icons/lucide/file-text';
import Headset from '~icons/lucide/headset';
import X from '~icons/lucide/x';
import { ChatComposer } from './ChatComposer';
import { ChatHandoffForm, ChatHandoffStatus, transcriptOf } from './ChatHandoff';
import { ChatTurn, type ChatTurnData } from './ChatTurn';
import { useVisualViewport } from './use-visual-viewport';

/** What the landing page passes to the chat panel it lazily opens from the floating button. */
export interface ChatWidgetProps {
  onClose: () => void;
  /** Opens the landing page's quote request dialog. */
  onRequestQuote: () => void;
  /** Opens the landing page's demo booking dialog. */
  onBookDemo: () => void;
}

/** The typed message only: a tapped suggestion's entry id travels beside it, never typed. */
const typedMessageSchema = chatRequestSchema.pick({ message: true });
type TypedMessage = Pick<ChatRequest, 'message'>;

/** Wide screens: type at once. Phones: let the visitor read before the keyboard covers the page. */
const TYPE_AT_ONCE_QUERY = '(min-width: 640px)';

/** The look of the quick replies under the conversation (quote, demo, contact). */
const QUICK_REPLY = buttonClasses({
  variant: 'ghost',
  size: 'sm',
  className: 'min-w-0 flex-1 basis-[9rem]',
});

/**
 * The assistant's chat panel on the landing page: docked bottom right on wide
 * screens, full screen on a phone (sized to the visible area, so the on-screen keyboard never hides
 * the input). Modal: focus stays inside, Escape closes. The conversation lives as long as the panel
 * is open; closing it (unmounting) clears the message, the image and the answers.
 *
 * Built on the Radix dialog primitive rather than `components/ui/Dialog` because its layout differs:
 * docked instead of centred, a scrolling log above a fixed message box.
 */
export default function ChatWidget({ onClose, onRequestQuote, onBookDemo }: ChatWidgetProps) {
  const { t } = useTranslation('chat');
  const { lang } = useLang();
  const message = useMessage();
  const send = useSendChatMessage();
  const suggestions = useChatSuggestions(lang);
  const contact = useContactRequests();
  const [handoffOpen, setHandoffOpen] = useState(false);
  const handoffRef = useRef<HTMLDivElement>(null);
  const visible = useVisualViewport();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logEnd = useRef<HTMLLIElement>(null);
  const nextId = useRef(1);
  // The element that opened the panel (the floating button) gets the focus back on close.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );

  const [turns, setTurns] = useState<ChatTurnData[]>([]);
  const [pending, setPending] = useState<{ text: string; imageName?: string }>();
  // The typed message is a form on the contract's schema. The image travels beside it, as the
  // server takes it: a multipart part of its own the schema never sees. The alert above the box
  // is the form's one error: the schema's message, or ('root') a failed send or a refused file.
  const form = useForm<TypedMessage>({
    resolver: zodResolver(typedMessageSchema),
    defaultValues: { message: '' },
    // Checked when sent only: typing dismisses the alert instead (below).
    reValidateMode: 'onSubmit',
  });
  const [image, setImage] = useState<File>();
  const { errors, isSubmitting } = form.formState;
  const error = message(errors.message?.message) ?? errors.root?.message;

  // Each new message scrolls the conversation down to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows
  useEffect(() => {
    logEnd.current?.scrollIntoView({ block: 'end' });
  }, [turns.length, pending]);

  /**
   * Sends one question (typed, a quick reply, or a tapped suggestion with its entry id) and adds
   * the answer; true once answered.
   */
  const ask = async (question: string, attachment?: File, faqId?: number) => {
    form.clearErrors();
    setPending({ text: question, imageName: attachment?.name });
    try {
      const answer = await send.mutateAsync({ message: question, image: attachment, faqId });
      setTurns((current) => [
        ...current,
        { id: nextId.current++, from: 'visitor', text: question, imageName: attachment?.name },
        {
          id: nextId.current++,
          from: 'assistant',
          text: answer.response,
          language: answer.language,
          actions: answer.actions,
          complaintUrl: answer.complaintUrl,
          suggestions: answer.suggestions,
          // "I don't know" and hand-off replies offer the person through their 'contact' action.
          handoff: answer.handoff && !answer.actions.includes('contact'),
        },
      ]);
      return true;
    } catch (failure) {
      // The fixed text, followed by the server's reason when it gave one (too long, not an image…).
      const reason = isApiError(failure) && !failure.isNetworkError ? failure.message : '';
      form.setError('root', { message: `${t('landing.widget.sendError')} ${reason}`.trim() });
      return false;
    } finally {
      setPending(undefined);
      inputRef.current?.focus();
    }
  };

  // The schema trims the message and refuses an empty one: the alert says so and react-hook-form
  // focuses the box. Once answered, the box and the image are cleared; a failure keeps both.
  const sendTyped = form.handleSubmit(async (values) => {
    if (!(await ask(values.message, image))) return;
    form.reset();
    setImage(undefined);
  });

  const chooseImage = (file: File | undefined) => {
    form.clearErrors();
    if (file && !file.type.startsWith('image/')) {
      setImage(undefined);
      form.setError('root', { message: t('landing.widget.imageOnly') });
      return;
    }
    setImage(file);
  };

  /** "Parler à un conseiller": the form opens below the conversation, scrolled into view. */
  const openHandoff = () => {
    setHandoffOpen(true);
    setTimeout(() => {
      handoffRef.current?.scrollIntoView({ block: 'nearest' });
      handoffRef.current?.querySelector('input')?.focus();
    });
  };

  const act = (action: ChatAction) => {
    if (action === 'demo') onBookDemo();
    else if (action === 'contact') openHandoff();
    else onRequestQuote();
  };
  const turnProps = {
    onAction: act,
    onSuggestion: (faqId: number, question: string) => void ask(question, undefined, faqId),
    onHandoff: openHandoff,
    busy: Boolean(pending),
  };

  const showSuggestions = turns.length === 0 && !pending && (suggestions.data?.length ?? 0) > 0;
  // On a phone the panel follows the visible area (it shrinks when the keyboard opens).
  const phoneArea = visible
    ? ({
        '--chat-height': `${visible.height}px`,
        '--chat-top': `${visible.offsetTop}px`,
      } as CSSProperties)
    : undefined;

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        onClose();
        // Closing unmounts the panel before Radix can restore the focus itself.
        setTimeout(() => opener?.isConnected && opener.focus());
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-950/30 motion-safe:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            if (window.matchMedia?.(TYPE_AT_ONCE_QUERY).matches) {
              event.preventDefault();
              inputRef.current?.focus();
            }
          }}
          style={phoneArea}
          className={[
            'fixed z-50 flex flex-col overflow-hidden bg-white text-ink-900 shadow-overlay outline-none motion-safe:animate-dialog-in',
            'max-sm:inset-x-0 max-sm:top-[var(--chat-top,0px)] max-sm:h-[var(--chat-height,100dvh)]',
            'sm:right-6 sm:bottom-6 sm:h-[min(640px,calc(100dvh-3rem))] sm:w-[400px] sm:rounded-2xl',
          ].join(' ')}
        >
          <header className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
            <IconTile className="grid size-9 shrink-0 place-items-center rounded-full bg-white/15">
              <Bot className="size-5" />
            </IconTile>
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="font-semibold leading-tight">
                {t('landing.widget.title')}
              </RadixDialog.Title>
              <p className="truncate text-white/80 text-xs">{t('landing.widget.subtitle')}</p>
            </div>
            <RadixDialog.Close asChild>
              <IconButton
                aria-label={t('landing.widget.close')}
                icon={<X className="size-5" />}
                className="text-white hover:bg-white/15 hover:text-white active:bg-white/25"
              />
            </RadixDialog.Close>
          </header>

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            <div role="log" aria-live="polite" aria-label={t('landing.widget.conversation')}>
              <ol className="flex flex-col gap-3">
                <ChatTurn
                  turn={{
                    id: 0,
                    from: 'assistant',
                    text: t('landing.widget.welcome'),
                    actions: [],
                    complaintUrl: null,
                  }}
                  {...turnProps}
                />
                {turns.map((turn) => (
                  <ChatTurn key={turn.id} turn={turn} {...turnProps} />
                ))}
                {pending ? (
                  <>
                    <ChatTurn
                      pending
                      turn={{ id: -1, from: 'visitor', ...pending }}
                      {...turnProps}
                    />
                    <li className="flex items-center gap-2 pl-9 text-ink-600 text-sm">
                      <span aria-hidden="true" className="flex gap-1">
                        <span className="size-1.5 rounded-full bg-ink-400 motion-safe:animate-pulse" />
                        <span className="size-1.5 rounded-full bg-ink-400 motion-safe:animate-pulse [animation-delay:150ms]" />
                        <span className="size-1.5 rounded-full bg-ink-400 motion-safe:animate-pulse [animation-delay:300ms]" />
                      </span>
                      {t('landing.widget.thinking')}
                    </li>
                  </>
                ) : null}
                <li ref={logEnd} aria-hidden="true" className="h-px" />
              </ol>
            </div>

            {showSuggestions ? (
              <TitledSection
                id="chat-suggestions"
                level="h3"
                title={t('landing.widget.suggestions')}
                className="mt-4 pl-9"
                titleClassName="mb-2 font-semibold text-ink-600 text-xs uppercase tracking-wide"
              >
                <ul className="flex flex-col items-start gap-2">
                  {suggestions.data?.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        onClick={() => void ask(question)}
                        className="rounded-2xl border border-brand-200 bg-white px-3 py-1.5 text-left text-brand-800 text-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </TitledSection>
            ) : null}

            <ChatHandoffStatus contact={contact} />

            {handoffOpen ? (
              <div ref={handoffRef}>
                <ChatHandoffForm
                  contact={contact}
                  transcript={transcriptOf(turns)}
                  onCancel={() => {
                    setHandoffOpen(false);
                    inputRef.current?.focus();
                  }}
                  onDone={() => {
                    setHandoffOpen(false);
                    setTurns((current) => [
                      ...current,
                      {
                        id: nextId.current++,
                        from: 'assistant',
                        text: t('landing.handoff.sent'),
                        actions: [],
                        complaintUrl: null,
                      },
                    ]);
                    inputRef.current?.focus();
                  }}
                />
              </div>
            ) : null}
          </div>

          <nav
            aria-label={t('landing.widget.quickReplies')}
            className="flex flex-wrap justify-center gap-x-1 border-ink-100 border-t px-2 pt-2"
          >
            <button type="button" onClick={onRequestQuote} className={QUICK_REPLY}>
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {t('landing.actions.quote')}
            </button>
            <button type="button" onClick={onBookDemo} className={QUICK_REPLY}>
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              {t('landing.actions.demo')}
            </button>
            <button
              type="button"
              onClick={openHandoff}
              aria-expanded={handoffOpen}
              className={QUICK_REPLY}
            >
              <Headset aria-hidden="true" className="size-4 shrink-0" />
              {t('landing.actions.contact')}
            </button>
          </nav>

          <ChatComposer
            field={form.register('message', {
              // Typing after an alert dismisses it.
              onChange: () => {
                if (error) form.clearErrors();
              },
            })}
            image={image}
            onImageChange={chooseImage}
            onSubmit={() => {
              // Also between Enter and pending (the check): one message at a time.
              if (!isSubmitting) void sendTyped();
            }}
            sending={Boolean(pending)}
            error={error}
            inputRef={inputRef}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

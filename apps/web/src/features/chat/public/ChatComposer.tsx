import { CHAT_MESSAGE_MAX } from '@app/contracts/chat';
import { type FormEvent, type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { controlClasses } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import Paperclip from '~icons/lucide/paperclip';
import Send from '~icons/lucide/send';
import X from '~icons/lucide/x';

export interface ChatComposerProps {
  /** The message box, registered with the widget's form (which owns the text and checks it). */
  field: UseFormRegisterReturn<'message'>;
  image: File | undefined;
  /** Receives the chosen file, image or not (the widget decides what to accept). */
  onImageChange: (file: File | undefined) => void;
  onSubmit: () => void;
  /** While true the send button is replaced by a spinner. */
  sending: boolean;
  error: string | undefined;
  /** The widget's handle on the box (focus); set together with the form's. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box of the chat: text (Enter sends), an optional image, and send or a spinner. */
export function ChatComposer({
  field: { ref: fieldRef, ...field },
  image,
  onImageChange,
  onSubmit,
  sending,
  error,
  inputRef,
}: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) onSubmit();
    }
  };

  const removeImage = () => {
    onImageChange(undefined);
    if (fileInput.current) fileInput.current.value = '';
    inputRef.current?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 border-ink-100 border-t bg-white p-3"
    >
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      {image ? (
        <div className="flex items-center gap-2 self-start rounded-lg bg-ink-100 py-1 pr-1 pl-2.5 text-ink-800 text-xs">
          <span className="max-w-56 truncate">
            {t('landing.widget.attached', { name: image.name })}
          </span>
          <IconButton
            size="sm"
            aria-label={t('landing.widget.removeImage', { name: image.name })}
            icon={<X className="size-4" />}
            onClick={removeImage}
            className="size-7"
          />
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          id={`${id}-image`}
          type="file"
          accept="image/*"
          className="peer sr-only"
          onChange={(event) => {
            onImageChange(event.target.files?.[0]);
            // Choosing the same file again after removing it must fire change again.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={`${id}-image`}
          title={t('landing.widget.attach')}
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-xl text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 peer-focus-visible:outline-offset-2"
        >
          <Paperclip aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('landing.widget.attach')}</span>
        </label>
        <label htmlFor={`${id}-message`} className="sr-only">
          {t('landing.widget.message')}
        </label>
        <textarea
          {...field}
          ref={(element) => {
            fieldRef(element);
            inputRef.current = element;
          }}
          id={`${id}-message`}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX}
          onKeyDown={onKeyDown}
          placeholder={t('landing.widget.placeholder')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(hintId, error && errorId)}
          enterKeyHint="send"
          className={controlClasses(Boolean(error), 'max-h-32 min-h-10 resize-none py-2')}
        />
        {sending ? (
          <span className="grid size-10 shrink-0 place-items-center text-brand-700">
            <Spinner label={t('landing.widget.sending')} />
          </span>
        ) : (
          <Button
            type="submit"
            aria-label={t('landing.widget.send')}
            title={t('landing.widget.send')}
            icon={<Send aria-hidden="true" className="size-5 shrink-0" />}
            className="w-10 shrink-0 px-0"
          />
        )}
      </div>
      <p id={hintId} className="sr-only">
        {t('landing.widget.keyboardHint')}
      </p>
    </form>
  );
}

import {
  type ContactRequestInput,
  contactRequestInputSchema,
  TRANSCRIPT_TEXT_MAX,
  TRANSCRIPT_TURNS_MAX,
  type TranscriptTurn,
} from '@app/contracts/chat';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { useContactRequests } from '@/features/chat/api/chat';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { formatDateTime } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import { useMessage } from '@/lib/use-message';
import Headset from '~icons/lucide/headset';

const FIELDS = ['name', 'phone', 'email', 'note'] as const;

/** The conversation as staff will read it: the latest turns, each within the server's bounds. */
export function transcriptOf(turns: readonly { from: string; text: string }[]): TranscriptTurn[] {
  return turns.slice(-TRANSCRIPT_TURNS_MAX).map((turn) => ({
    from: turn.from === 'visitor' ? 'visitor' : 'assistant',
    text: turn.text.slice(0, TRANSCRIPT_TEXT_MAX),
  }));
}

/**
 * "Parler à un conseiller": the visitor leaves a name and a phone number or an e-mail address;
 * the conversation so far goes with it, and staff find it in the back-office.
 */
export function ChatHandoffForm({
  contact,
  transcript,
  onDone,
  onCancel,
}: {
  contact: ReturnType<typeof useContactRequests>;
  transcript: TranscriptTurn[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const { lang } = useLang();
  const message = useMessage();
  const form = useForm<ContactRequestInput>({
    resolver: zodResolver(contactRequestInputSchema),
    defaultValues: { name: '', phone: '', email: '', note: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const input: ContactRequestInput = { ...values, language: lang, transcript };
    try {
      await contact.create.mutateAsync(input);
      onDone();
    } catch (error) {
      applyFieldErrors(error, FIELDS, (field, text) => form.setError(field, { message: text }));
      if (!isApiError(error) || !error.fieldErrors) {
        form.setError('root', {
          message: errorText(error, t('landing.handoff.failed'), { only: 'refusal' }),
        });
      }
    }
  }, focusFirstInvalid);

  return (
    <section
      aria-labelledby="chat-handoff-title"
      className="mt-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-3"
    >
      <h3 id="chat-handoff-title" className="font-semibold text-ink-900 text-sm">
        {t('landing.handoff.title')}
      </h3>
      <p className="mt-1 text-ink-600 text-xs">{t('landing.handoff.description')}</p>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <Field
          label={t('landing.handoff.name')}
          required
          autoComplete="name"
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <Field
          label={t('landing.handoff.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('landing.handoff.reachHint')}
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        <Field
          label={t('landing.handoff.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <Field
          label={t('landing.handoff.note')}
          multiline
          rows={2}
          error={message(errors.note?.message)}
          {...form.register('note')}
        />
        {errors.root?.message ? (
          <p role="alert" className="text-red-700 text-sm">
            {errors.root.message}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {t('landing.handoff.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={isSubmitting}>
            {t('landing.handoff.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The visitor's requests sent from this browser: when sent, and when answered. */
export function ChatHandoffStatus({ contact }: { contact: ReturnType<typeof useContactRequests> }) {
  const { t } = useTranslation('chat');
  if (contact.requests.length === 0) return null;
  return (
    <section aria-labelledby="chat-handoff-status" className="mt-4 pl-9">
      <h3
        id="chat-handoff-status"
        className="mb-2 flex items-center gap-1.5 font-semibold text-ink-600 text-xs uppercase tracking-wide"
      >
        <Headset aria-hidden="true" className="size-3.5" />
        {t('landing.handoff.statusTitle')}
      </h3>
      <ul className="flex flex-col gap-1.5 text-ink-700 text-sm">
        {contact.requests.map((request) => (
          <li key={request.token} role="status">
            {request.answered_at
              ? t('landing.handoff.answered', {
                  sent: formatDateTime(request.created_at),
                  answered: formatDateTime(request.answered_at),
                })
              : t('landing.handoff.pending', { sent: formatDateTime(request.created_at) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

import {
  type ContactRequestInput,
  contactRequestInputSchema,
  TRANSCRIPT_TEXT_MAX,
  TRANSCRIPT_TURNS_MAX,
  type TranscriptTurn,
} from '@app/contracts/chat';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { TitledSection } from '@/components/ui/TitledSection';
import type { useContactRequests } from '@/features/chat/api/chat';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import Headset from '~icons/lucide/headset';

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
  const form = useSchemaForm(contactRequestInputSchema, {
    defaultValues: { name: '', phone: '', email: '', note: '' },
    onSave: async (values) => {
      const input: ContactRequestInput = { ...values, language: lang, transcript };
      await contact.create.mutateAsync(input);
      onDone();
    },
    // A refusal with field messages says it under the fields only.
    failureText: (error) =>
      isApiError(error) && error.fieldErrors
        ? undefined
        : errorText(error, t('landing.handoff.failed'), { only: 'refusal' }),
  });

  return (
    <TitledSection
      id="chat-handoff-title"
      level="h3"
      title={t('landing.handoff.title')}
      className="mt-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-3"
      titleClassName="font-semibold text-ink-900 text-sm"
    >
      <p className="mt-1 text-ink-600 text-xs">{t('landing.handoff.description')}</p>
      <form noValidate onSubmit={form.submit} className="mt-3 flex flex-col gap-3">
        <Field
          label={t('landing.handoff.name')}
          required
          autoComplete="name"
          {...form.field('name')}
        />
        <Field
          label={t('landing.handoff.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('landing.handoff.reachHint')}
          {...form.field('phone')}
        />
        <Field
          label={t('landing.handoff.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <Field label={t('landing.handoff.note')} multiline rows={2} {...form.field('note')} />
        {form.failure ? (
          <p role="alert" className="text-red-700 text-sm">
            {form.failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {t('landing.handoff.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={form.pending}>
            {t('landing.handoff.submit')}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}

/** The visitor's requests sent from this browser: when sent, and when answered. */
export function ChatHandoffStatus({ contact }: { contact: ReturnType<typeof useContactRequests> }) {
  const { t } = useTranslation('chat');
  if (contact.requests.length === 0) return null;
  return (
    <TitledSection
      id="chat-handoff-status"
      level="h3"
      title={
        <>
          <Headset aria-hidden="true" className="size-3.5" />
          {t('landing.handoff.statusTitle')}
        </>
      }
      className="mt-4 pl-9"
      titleClassName="mb-2 flex items-center gap-1.5 font-semibold text-ink-600 text-xs uppercase tracking-wide"
    >
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
    </TitledSection>
  );
}

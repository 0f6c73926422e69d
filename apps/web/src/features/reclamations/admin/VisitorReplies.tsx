import { type AdminCaseReply, caseReplyBodySchema } from '@app/contracts/reclamations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { useToast } from '@/components/ui/Toast';
import { formatDateTime } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * Staff replies to a visitor's QR case (issue 32): the thread so far and a box to write the next
 * one. The visitor's follow-up page shows each reply within seconds. Shared by the QR complaints
 * dialog (admins) and the work order of an urgent report (technicians too); each passes its own
 * query and mutation.
 */
export function VisitorReplies({
  replies,
  failed,
  onSend,
  sending,
  headingLevel: Heading = 'h3',
}: {
  replies: readonly AdminCaseReply[] | undefined;
  /** The thread could not be loaded. */
  failed?: boolean;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('reclamations');
  const toast = useToast();
  const headingId = useId();
  const form = useSchemaForm(caseReplyBodySchema, {
    defaultValues: { text: '' },
    onSave: async ({ text }) => {
      await onSend(text);
      form.form.reset({ text: '' });
      toast.success(t('replies.sent'));
    },
    failureText: t('replies.failed'),
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <Heading id={headingId} className="font-semibold text-ink-950">
          {t('replies.title')}
        </Heading>
        <p className="mt-0.5 text-ink-600 text-sm">{t('replies.hint')}</p>
      </div>
      {failed ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('replies.loadFailed')}
        </p>
      ) : !replies ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : replies.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('replies.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-lg bg-ink-50 p-3">
              <p className="text-ink-600 text-xs">
                {reply.author ?? t('replies.formerStaff')} · {formatDateTime(reply.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-ink-950">{reply.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={form.submit} className="flex flex-col gap-3">
        {form.failure && !form.errors.text ? (
          <p role="alert" className="font-medium text-red-700 text-sm">
            {form.failure}
          </p>
        ) : null}
        <Field
          multiline
          label={t('replies.text')}
          hint={t('replies.textHint')}
          rows={3}
          maxLength={2000}
          required
          {...form.field('text')}
        />
        <Button
          type="submit"
          size="lg"
          loading={sending}
          className="w-full sm:w-auto sm:self-start"
        >
          {t('replies.send')}
        </Button>
      </form>
    </section>
  );
}

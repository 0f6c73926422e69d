import { passkeyRegisterBodySchema } from '@app/contracts/passkeys';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, useToast } from '@/components/ui';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useEnrolPasskey, usePasskeys, useRemovePasskey } from '@/features/admins/api/passkeys-api';
import { errorText } from '@/lib/error-text';
import { fieldErrorsOf } from '@/lib/form-failure';
import { formatDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';
import KeyRound from '~icons/lucide/key-round';
import Trash2 from '~icons/lucide/trash-2';

/** The enrolment form: the new key's name (the WebAuthn answer comes from the browser). */
const passkeyNameFormSchema = passkeyRegisterBodySchema.pick({ name: true });

/** The admin's own passkeys on the profile: list, enrol a new one (named), remove one. */
export function PasskeysCard() {
  const { t } = useTranslation('admins');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const passkeys = usePasskeys();
  const enrol = useEnrolPasskey();
  const remove = useRemovePasskey();
  const form = useSchemaForm(passkeyNameFormSchema, {
    defaultValues: { name: '' },
    onSave: async ({ name }) => {
      await enrol.mutateAsync(name);
      form.form.reset();
      toast.success(t('passkeys.added'));
    },
    // The refusal is said under the name: the server's message for it (put there already), else
    // the general one (a cancelled or unsupported browser prompt is not an API error).
    failureText: (failure) =>
      fieldErrorsOf(failure, ['name']).name
        ? undefined
        : errorText(failure, t('passkeys.cancelled')),
    showFailure: (text) => {
      form.form.setError('name', { message: text });
    },
  });

  const removeOne = async (id: number, keyName: string) => {
    const ok = await confirm({
      message: t('passkeys.confirmRemove', { name: keyName }),
      confirmLabel: t('passkeys.remove'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t('passkeys.removed'));
    } catch (failure) {
      toast.error(errorText(failure, t('passkeys.cancelled')));
    }
  };

  return (
    <Card title={t('passkeys.title')} titleAs="h2" className="mt-6">
      <p className="text-ink-600 text-sm">{t('passkeys.intro')}</p>
      {passkeys.data && passkeys.data.length === 0 ? (
        <p className="mt-4 text-ink-700">{t('passkeys.none')}</p>
      ) : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <ul className="mt-4 divide-y divide-ink-100" aria-label={t('passkeys.title')}>
          {passkeys.data.map((key) => (
            <li key={key.id} className="flex items-center gap-3 py-3">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-ink-950">{key.name}</p>
                <p className="text-ink-600 text-xs">
                  {t('passkeys.createdAt', { date: formatDate(key.createdAt) })} ·{' '}
                  {key.lastUsedAt
                    ? t('passkeys.lastUsed', { date: formatDate(key.lastUsedAt) })
                    : t('passkeys.neverUsed')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                aria-label={t('passkeys.removeLabel', { name: key.name })}
                onClick={() => void removeOne(key.id, key.name)}
              >
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={form.submit}>
        <Field
          className="flex-1"
          label={t('passkeys.nameLabel')}
          placeholder={t('passkeys.namePlaceholder')}
          maxLength={80}
          required
          {...form.field('name')}
        />
        <Button type="submit" loading={form.pending} disabled={!form.form.watch('name').trim()}>
          {t('passkeys.add')}
        </Button>
      </form>
      {confirmDialog}
    </Card>
  );
}

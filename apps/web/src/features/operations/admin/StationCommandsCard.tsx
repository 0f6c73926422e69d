import {
  COMMAND_MESSAGE_MAX,
  COMMAND_TYPES,
  type CommandType,
  MAX_LOCKER,
  type StationCommandBody,
} from '@app/contracts/operations';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Field } from '@/components/ui/Field';
import { useSendCommand, useStationCommands } from '@/features/operations/api/operations';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldErrorsOf } from '@/lib/form-failure';
import { useMessage } from '@/lib/use-message';
import { CommandList } from './CommandList';

/**
 * A station page's remote commands (issue 32): unlock locker n, restart, show a message, and the
 * latest commands with their outcome, polled while one waits for the station's answer. Large
 * targets, one column: usable one-handed on a phone.
 */
export function StationCommandsCard({
  stationId,
  workOrderId,
}: {
  stationId: number;
  workOrderId?: number;
}) {
  const { t } = useTranslation('operations');
  const message = useMessage();
  const commands = useStationCommands(stationId);
  const send = useSendCommand(stationId);
  const [type, setType] = useState<CommandType>('unlock');
  const [locker, setLocker] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ locker?: string; text?: string }>({});
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    setErrors({});
    const lockerNumber = Number(locker);
    if (
      type === 'unlock' &&
      !(Number.isInteger(lockerNumber) && lockerNumber >= 1 && lockerNumber <= MAX_LOCKER)
    ) {
      return setErrors({ locker: message('operations.lockerInvalid') });
    }
    if (type === 'message' && (!text.trim() || text.trim().length > COMMAND_MESSAGE_MAX)) {
      return setErrors({ text: message('operations.messageInvalid') });
    }
    const extra = workOrderId ? { workOrderId } : {};
    const body: StationCommandBody =
      type === 'unlock'
        ? { type, locker: lockerNumber, ...extra }
        : type === 'message'
          ? { type, text: text.trim(), ...extra }
          : { type, ...extra };
    try {
      const sent = await send.mutateAsync(body);
      setStatus(
        sent.status === 'failed'
          ? { tone: 'error', text: t('commands.failed') }
          : { tone: 'ok', text: t('commands.sent') },
      );
    } catch (error) {
      setErrors(fieldErrorsOf(error, ['locker', 'text']));
      setStatus({
        tone: 'error',
        text: isApiError(error)
          ? `${t('commands.failed')} — ${error.message}`
          : t('commands.failed'),
      });
    }
  }

  const list = workOrderId
    ? (commands.data ?? []).filter((command) => command.workOrderId === workOrderId)
    : (commands.data ?? []);

  return (
    <Card
      title={t('commands.title')}
      description={t('commands.description')}
      aria-label={t('commands.title')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-ink-900 text-sm">{t('commands.type')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {COMMAND_TYPES.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 font-medium text-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  type === option
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-ink-200 bg-white text-ink-800',
                )}
              >
                <input
                  type="radio"
                  name={`command-type-${stationId}`}
                  value={option}
                  checked={type === option}
                  onChange={() => setType(option)}
                  className="size-4 accent-brand-700"
                />
                {t(`commands.types.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'unlock' ? (
          <Field
            label={t('commands.locker')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LOCKER}
            value={locker}
            onChange={(event) => setLocker(event.target.value)}
            error={errors.locker}
            required
          />
        ) : null}
        {type === 'message' ? (
          <Field
            label={t('commands.text')}
            hint={t('commands.textHint')}
            maxLength={COMMAND_MESSAGE_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={errors.text}
            required
          />
        ) : null}
        <Button
          type="submit"
          size="lg"
          loading={send.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {t('commands.send')}
        </Button>
        {status ? (
          <p
            role={status.tone === 'error' ? 'alert' : 'status'}
            className={cn('text-sm', status.tone === 'error' ? 'text-red-700' : 'text-brand-800')}
          >
            {status.text}
          </p>
        ) : null}
      </form>
      <h3 className="mt-6 mb-1 font-semibold text-ink-950 text-sm">{t('commands.history')}</h3>
      {commands.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('commands.loadError')}
        </p>
      ) : (
        <CommandList commands={list} emptyText={t('commands.empty')} />
      )}
    </Card>
  );
}

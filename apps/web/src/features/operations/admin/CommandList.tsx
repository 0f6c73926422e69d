import type { CommandStatus, StationCommand } from '@app/contracts/operations';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { formatDateTime } from '@/lib/format';

const STATUS_TONES: Record<CommandStatus, BadgeTone> = {
  sent: 'info',
  done: 'success',
  failed: 'danger',
  timeout: 'warning',
};

/** Commands with their outcome, newest first: what was asked, by whom, when, and the answer. */
export function CommandList({
  commands,
  emptyText,
}: {
  commands: readonly StationCommand[];
  emptyText: string;
}) {
  const { t } = useTranslation('operations');
  if (commands.length === 0) return <p className="text-ink-600 text-sm">{emptyText}</p>;
  return (
    <ul className="divide-y divide-ink-100" aria-live="polite">
      {commands.map((command) => (
        <li key={command.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-ink-950">
              {t(`commands.summary.${command.type}`, {
                locker: command.locker,
                text: command.text,
              })}
            </p>
            <p className="text-ink-600 text-sm">
              {t('commands.at', { date: formatDateTime(command.sentAt) })}
              {command.by ? ` ${t('commands.by', { name: command.by.name })}` : ''}
              {command.doneAt
                ? ` · ${t('commands.doneAt', { date: formatDateTime(command.doneAt) })}`
                : ''}
            </p>
            {command.detail ? <p className="text-ink-700 text-sm">{command.detail}</p> : null}
          </div>
          <Badge tone={STATUS_TONES[command.status]}>
            {t(`commands.status.${command.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

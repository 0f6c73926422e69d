import type { WorkOrder, WorkOrderPriority, WorkOrderStatus } from '@app/contracts/operations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { useUrgentReportText } from '@/features/reclamations';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

export const STATUS_TONES: Record<WorkOrderStatus, BadgeTone> = {
  ouvert: 'danger',
  assigné: 'warning',
  'en cours': 'info',
  résolu: 'success',
};
export const PRIORITY_TONES: Record<WorkOrderPriority, BadgeTone> = {
  urgente: 'danger',
  haute: 'warning',
  normale: 'neutral',
};

/**
 * What a work order is about, in the screen's language: a visitor's one-tap report is told from its
 * kind and locker, a telemetry fault from the station's fault code (both stored descriptions are
 * French); one opened by staff keeps the words they typed.
 */
export function useWorkOrderSummary() {
  const { t } = useTranslation('operations');
  const urgent = useUrgentReportText();
  return (
    order: Pick<WorkOrder, 'cause' | 'urgentKind' | 'locker' | 'faultCode' | 'description'>,
  ) => {
    if (order.urgentKind) return urgent({ urgentKind: order.urgentKind, locker: order.locker });
    if (order.cause === 'fault') {
      return order.faultCode
        ? t('workOrders.faultReportedCode', { code: order.faultCode })
        : t('workOrders.faultReported');
    }
    return order.description;
  };
}

/** One work order in the list: a large tap target leading to its detail. */
export function WorkOrderCard({ order, href }: { order: WorkOrder; href: string }) {
  const { t } = useTranslation('operations');
  const summary = useWorkOrderSummary();
  const late = order.overdue && order.status !== 'résolu';
  return (
    <li>
      <Link
        to={href}
        aria-label={t('workOrders.open', { id: order.id, reference: order.reference })}
        className={cn(
          'block rounded-xl border bg-white p-4 shadow-xs transition-colors hover:border-brand-300',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          late ? 'border-red-300' : 'border-ink-200',
        )}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={PRIORITY_TONES[order.priority]}>
            {t(`workOrders.priority.${order.priority}`)}
          </Badge>
          <Badge tone={STATUS_TONES[order.status]}>{t(`workOrders.status.${order.status}`)}</Badge>
          {late ? <Badge tone="danger">{t('workOrders.overdue')}</Badge> : null}
          <span className="ml-auto text-ink-500 text-xs">#{order.id}</span>
        </div>
        <p className="mt-2 font-semibold text-ink-950">
          {t('workOrders.station', { reference: order.reference })}
          {order.lieu ? <span className="font-normal text-ink-600"> — {order.lieu}</span> : null}
        </p>
        <p className="mt-1 text-ink-800 text-sm">{summary(order)}</p>
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-ink-600 text-xs">
          <span>{t(`workOrders.cause.${order.cause}`)}</span>
          <span className={late ? 'font-semibold text-red-700' : undefined}>
            {t('workOrders.deadline', { date: formatDateTime(order.deadlineAt) })}
          </span>
          <span>
            {order.assignee
              ? t('workOrders.assignee', { name: order.assignee.name })
              : t('workOrders.unassigned')}
          </span>
        </p>
      </Link>
    </li>
  );
}

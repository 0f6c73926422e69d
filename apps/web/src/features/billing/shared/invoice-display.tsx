import { formatMillimes, type Invoice, type InvoiceStatus } from '@app/contracts/billing';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui';
import type { BadgeTone } from '@/components/ui/Badge';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  issued: 'info',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};

/** `YYYY-MM` of today in Tunisia. */
export const thisMonth = () =>
  new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' }).slice(0, 7);

/** `YYYY-MM-DD` of today in Tunisia. */
export const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });

/**
 * The columns staff and the client both see for an invoice: period, due date, amount TTC, amount
 * still due, status (a credit note reads as one).
 */
export function invoiceAmountColumns(
  t: TFunction<'billing'>,
  lang: 'fr' | 'en',
): Column<Invoice>[] {
  return [
    { key: 'period', header: t('columns.period') },
    { key: 'dueDate', header: t('columns.dueDate'), cell: (i) => formatDate(i.dueDate) },
    {
      key: 'ttc',
      header: t('columns.ttc'),
      align: 'right',
      cell: (i) => formatMillimes(i.ttcMillimes, lang),
    },
    {
      key: 'due',
      header: t('columns.due'),
      align: 'right',
      cell: (i) => formatMillimes(i.dueMillimes, lang),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (i) => (
        <StatusBadge
          status={i.status}
          tones={INVOICE_STATUS_TONES}
          label={i.kind === 'credit_note' ? t('kind.credit_note') : t(`status.${i.status}`)}
        />
      ),
    },
  ];
}

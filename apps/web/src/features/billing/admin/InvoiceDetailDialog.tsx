import type { Invoice, InvoiceDetail, Payment } from '@app/contracts/billing';
import { formatMillimes } from '@app/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Button, type Column, Dialog, DialogClose, Spinner, Table } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { TitledSection } from '@/components/ui/TitledSection';
import { useInvoiceDetail } from '@/features/billing/api/billing';
import { INVOICE_STATUS_TONES } from '@/features/billing/shared/invoice-display';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import FileText from '~icons/lucide/file-text';

/**
 * An invoice (or credit note) and its history: totals, lines, the payments recorded (date, method,
 * reference, amount), the reminder e-mails sent (D+3, D+15) and the credit note that cancelled it.
 */
export function InvoiceDetailDialog({
  invoice,
  onClose,
  onPdf,
  onClientBilling,
}: {
  invoice: Invoice | null;
  onClose: () => void;
  onPdf: (invoice: Invoice) => void;
  /** Opens the client's invoicing details (tax number, invoice language). */
  onClientBilling: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('billing');
  const detail = useInvoiceDetail(invoice?.id ?? null);
  const data = invoice && detail.data?.id === invoice.id ? detail.data : undefined;
  const creditNote = invoice?.kind === 'credit_note';

  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        invoice
          ? t(creditNote ? 'detail.creditNoteTitle' : 'detail.title', { number: invoice.number })
          : ''
      }
      description={invoice ? `${invoice.client} · ${invoice.period}` : undefined}
      size="lg"
      bodyLabel={t('detail.bodyLabel')}
      footer={
        <>
          {invoice ? (
            <>
              <Button variant="secondary" onClick={() => onClientBilling(invoice)}>
                {t('detail.clientBilling')}
              </Button>
              <Button
                variant="secondary"
                icon={<FileText aria-hidden="true" className="size-4" />}
                onClick={() => onPdf(invoice)}
              >
                {t('detail.pdf')}
              </Button>
            </>
          ) : null}
          <DialogClose asChild>
            <Button>{t('actions.close')}</Button>
          </DialogClose>
        </>
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} fallback={t('errors.load')} look="box" />
      ) : data ? (
        <DetailBody invoice={data} />
      ) : (
        <div className="flex justify-center p-6">
          <Spinner label={t('detail.loading')} />
        </div>
      )}
    </Dialog>
  );
}

function DetailBody({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const isCreditNote = invoice.kind === 'credit_note';
  const tva = `${(invoice.tvaRateBp / 100).toLocaleString(lang)} %`;
  const figures: [string, string][] = [[t('detail.issuedAt'), formatDate(invoice.issuedAt)]];
  if (!isCreditNote) figures.push([t('columns.dueDate'), formatDate(invoice.dueDate)]);
  figures.push(
    [t('detail.ht'), formatMillimes(invoice.htMillimes, lang)],
    [t('detail.tva', { rate: tva }), formatMillimes(invoice.tvaMillimes, lang)],
    [t('detail.stamp'), formatMillimes(invoice.stampMillimes, lang)],
    [t('columns.ttc'), formatMillimes(invoice.ttcMillimes, lang)],
  );
  if (!isCreditNote) {
    figures.push(
      [t('detail.paid'), formatMillimes(invoice.paidMillimes, lang)],
      [t('columns.due'), formatMillimes(invoice.dueMillimes, lang)],
    );
  }
  const payments: Column<Payment>[] = [
    { key: 'paidAt', header: t('detail.paymentDate'), cell: (p) => formatDate(p.paidAt) },
    { key: 'method', header: t('payment.method'), cell: (p) => t(`method.${p.method}`) },
    { key: 'reference', header: t('detail.reference'), cell: (p) => p.reference || '—' },
    {
      key: 'amount',
      header: t('detail.amount'),
      align: 'right',
      cell: (p) => formatMillimes(p.amountMillimes, lang),
    },
  ];

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge
          status={invoice.status}
          tones={INVOICE_STATUS_TONES}
          label={isCreditNote ? t('kind.credit_note') : t(`status.${invoice.status}`)}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-600">{label}</dt>
            <dd className="font-medium text-ink-950 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <TitledSection id="invoice-lines" level="h3" title={t('detail.lines')} className="grid gap-2">
        <ul className="grid gap-1 text-sm">
          {invoice.lines.map((line, index) => (
            <li
              // Lines have no id of their own; their order is the invoice's.
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's position is its identity
              key={index}
              className="flex justify-between gap-3 border-ink-100 border-b py-1"
            >
              <span>{line.label}</span>
              <span className="shrink-0 tabular-nums">
                {formatMillimes(line.amountMillimes, lang)}
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>
      {isCreditNote ? (
        <TitledSection
          id="invoice-cancels"
          level="h3"
          title={t('detail.history')}
          className="grid gap-1 text-sm"
        >
          {invoice.related ? (
            <p>{t('detail.cancels', { number: invoice.related.number })}</p>
          ) : null}
          {invoice.cancelReason ? (
            <p>{t('detail.reason', { reason: invoice.cancelReason })}</p>
          ) : null}
        </TitledSection>
      ) : (
        <>
          <TitledSection
            id="invoice-payments"
            level="h3"
            title={t('detail.payments')}
            className="grid gap-2"
          >
            <Table
              caption={t('detail.payments')}
              captionHidden
              columns={payments}
              rows={invoice.payments}
              rowKey={(p) => p.id}
              emptyText={t('detail.noPayments')}
              stackBelow="sm"
            />
          </TitledSection>
          <TitledSection
            id="invoice-reminders"
            level="h3"
            title={t('detail.reminders')}
            className="grid gap-2"
          >
            {invoice.reminders.length === 0 ? (
              <p className="text-ink-600 text-sm">{t('detail.noReminders')}</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {invoice.reminders.map((reminder) => (
                  <li key={reminder.stage}>
                    {t('detail.reminder', {
                      stage: reminder.stage,
                      date: formatDateTime(reminder.sentAt),
                      email: reminder.email,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
          {invoice.creditNote ? (
            <TitledSection
              id="invoice-credit-note"
              level="h3"
              title={t('detail.creditNote')}
              className="grid gap-1 rounded-lg border border-ink-200 p-3 text-sm"
            >
              <p>
                {t('detail.cancelledBy', {
                  number: invoice.creditNote.number,
                  date: formatDate(invoice.creditNote.issuedAt),
                  amount: formatMillimes(invoice.creditNote.ttcMillimes, lang),
                })}
              </p>
              {invoice.cancelReason ? (
                <p>{t('detail.reason', { reason: invoice.cancelReason })}</p>
              ) : null}
            </TitledSection>
          ) : null}
        </>
      )}
    </div>
  );
}

import {
  formatMillimes,
  INVOICE_STATUSES,
  INVOICES_PAGE_SIZE,
  type Invoice,
  type InvoiceStatus,
} from '@app/contracts/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  type Column,
  Pagination,
  QueryTable,
  Select,
  useToast,
} from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import {
  downloadInvoicePdf,
  downloadJournal,
  useAdminInvoices,
  useInvoiceTotals,
  useRunInvoices,
} from '@/features/billing/api/billing';
import { invoiceAmountColumns, thisMonth } from '@/features/billing/shared/invoice-display';
import { MonthField } from '@/features/billing/shared/MonthField';
import { ClientSelect } from '@/features/users';
import { errorText } from '@/lib/error-text';
import { useLang } from '@/lib/i18n';
import { pageCount } from '@/lib/page-count';
import { useListController } from '@/lib/use-list-controller';
import Download from '~icons/lucide/download';
import FileText from '~icons/lucide/file-text';
import { CancelInvoiceDialog } from './CancelInvoiceDialog';
import { type BilledClient, ClientBillingDialog } from './ClientBillingDialog';
import { ContractsCard } from './ContractsCard';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { PartnerStatementCard } from './PartnerStatementCard';
import { PaymentDialog } from './PaymentDialog';

/**
 * Back-office "Facturation": the month's totals, issuing the month, the invoices (filters: month,
 * status, client; the header search finds a number or a client), payments, credit notes, PDF and the
 * sales journal; then the rental contracts.
 */
export default function FacturationSection() {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const toast = useToast();
  const list = useListController({
    limit: INVOICES_PAGE_SIZE,
    search: true,
    filters: { period: thisMonth(), status: '', client: '' },
  });
  const { page, setPage, q: search, filters, setFilter } = list;
  const { period } = filters;
  const status = filters.status as InvoiceStatus | '';
  const clientId = filters.client ? Number(filters.client) : null;
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [billedClient, setBilledClient] = useState<BilledClient | null>(null);

  const invoices = useAdminInvoices({
    page,
    limit: INVOICES_PAGE_SIZE,
    period: period || undefined,
    status: status || undefined,
    clientId: clientId ?? undefined,
    q: search || undefined,
  });
  const totals = useInvoiceTotals(period || undefined, clientId ?? undefined);
  const issue = useRunInvoices();
  const total = invoices.data?.total ?? 0;
  const report = (error: unknown) => toast.error(errorText(error, t('errors.generic')));

  const issueMonth = async () => {
    if (!period) return;
    try {
      const result = await issue.mutateAsync(period);
      toast.success(t('admin.issued', { count: result.issued, already: result.alreadyIssued }));
    } catch (error) {
      report(error);
    }
  };

  const pdf = async (invoice: Invoice) => {
    try {
      await downloadInvoicePdf(invoice, 'admin');
    } catch (error) {
      report(error);
    }
  };

  const journal = async () => {
    try {
      await downloadJournal(period);
    } catch (error) {
      report(error);
    }
  };

  const columns: Column<Invoice>[] = [
    {
      key: 'number',
      header: t('columns.number'),
      rowHeader: true,
      cell: (i) => (
        <button
          type="button"
          className="whitespace-nowrap rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2"
          aria-label={t('actions.detailOf', { number: i.number })}
          onClick={() => setViewing(i)}
        >
          {i.number}
        </button>
      ),
    },
    { key: 'client', header: t('columns.client') },
    ...invoiceAmountColumns(t, lang),
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (i) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<FileText aria-hidden="true" className="size-4" />}
            aria-label={t('actions.pdfOf', { number: i.number })}
            onClick={() => void pdf(i)}
          >
            PDF
          </Button>
          {i.kind === 'invoice' && i.dueMillimes > 0 ? (
            <Button
              size="sm"
              aria-label={t('actions.payOf', { number: i.number })}
              onClick={() => setPaying(i)}
            >
              {t('actions.pay')}
            </Button>
          ) : null}
          {i.kind === 'invoice' && i.status !== 'cancelled' && i.paidMillimes === 0 ? (
            <Button
              variant="danger"
              size="sm"
              aria-label={t('actions.cancelOf', { number: i.number })}
              onClick={() => setCancelling(i)}
            >
              {t('actions.cancel')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  const sums = totals.data;
  const stats: [string, number | undefined][] = [
    [t('totals.billed'), sums?.billedMillimes],
    [t('totals.collected'), sums?.collectedMillimes],
    [t('totals.outstanding'), sums?.outstandingMillimes],
    [t('totals.overdue'), sums?.overdueMillimes],
  ];

  return (
    <div className="grid gap-4">
      <Card flush>
        <div className="grid gap-4 border-ink-100 border-b p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="font-semibold text-ink-950 text-lg">{t('admin.title')}</h2>
              <p className="text-ink-600 text-sm">{t('admin.description')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => void issueMonth()}
                loading={issue.isPending}
                disabled={!period}
              >
                {t('admin.issue')}
              </Button>
              <Button
                variant="secondary"
                icon={<Download aria-hidden="true" className="size-4" />}
                onClick={() => void journal()}
                disabled={!period}
              >
                {t('admin.journal')}
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <MonthField
              label={t('filters.period')}
              value={period}
              onChange={(value) => setFilter('period', value)}
            />
            <Select
              label={t('filters.status')}
              value={status}
              onChange={(event) => setFilter('status', event.target.value)}
              options={[
                { value: '', label: t('filters.allStatuses') },
                ...INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
              ]}
            />
            <div className="w-full sm:w-80">
              <ClientSelect
                label={t('filters.client')}
                value={clientId}
                onChange={(id) => setFilter('client', id === null ? '' : String(id))}
                noneLabel={t('filters.allClients')}
              />
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-4">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-ink-200 p-3">
              <dt className="text-ink-600 text-sm">{label}</dt>
              <dd className="font-semibold text-ink-950 text-lg tabular-nums">
                {value === undefined ? '—' : formatMillimes(value, lang)}
              </dd>
            </div>
          ))}
        </dl>
        <LoadError
          error={invoices.error}
          fallback={t('errors.load')}
          className="mx-4 rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm"
        />
        <QueryTable
          caption={t('admin.invoicesCaption')}
          columns={columns}
          query={invoices}
          emptyText={search ? t('admin.emptySearch', { q: search }) : t('admin.empty')}
          stackBelow="lg"
        />
        {total > INVOICES_PAGE_SIZE ? (
          <div className="flex justify-center p-4">
            <Pagination
              page={page}
              pageCount={pageCount(total, INVOICES_PAGE_SIZE)}
              onChange={setPage}
            />
          </div>
        ) : null}
      </Card>
      <ContractsCard onClientBilling={setBilledClient} />
      <PartnerStatementCard />
      <InvoiceDetailDialog
        invoice={viewing}
        onClose={() => setViewing(null)}
        onPdf={(invoice) => void pdf(invoice)}
        onClientBilling={(invoice) => {
          setViewing(null);
          setBilledClient({ id: invoice.clientId, name: invoice.client });
        }}
      />
      <ClientBillingDialog client={billedClient} onClose={() => setBilledClient(null)} />
      <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />
      <CancelInvoiceDialog invoice={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

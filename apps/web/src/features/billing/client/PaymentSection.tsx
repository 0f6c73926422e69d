import type { Invoice } from '@app/contracts/billing';
import { formatMillimes } from '@app/contracts/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  type Column,
  EmptyState,
  Pagination,
  QueryTable,
  useToast,
} from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import {
  downloadInvoicePdf,
  useMyContracts,
  useMyInvoices,
  usePaymentOptions,
  usePayOnline,
} from '@/features/billing/api/billing';
import { invoiceAmountColumns } from '@/features/billing/shared/invoice-display';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import { pageCount } from '@/lib/page-count';
import { useListController } from '@/lib/use-list-controller';
import CreditCard from '~icons/lucide/credit-card';
import FileText from '~icons/lucide/file-text';
import { InvoiceLinesDialog } from './InvoiceLinesDialog';
import { PartnerStatementCard } from './PartnerStatementCard';

const PAGE_SIZE = 10;

/**
 * The client portal's "Payment" section: the client's invoices with their status and what is still
 * due, each PDF, "Payer en ligne" (Konnect) when the company offers it, else the bank details to
 * pay by transfer; and the client's rental contracts.
 */
export function PaymentSection() {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const toast = useToast();
  const { page, setPage } = useListController({ limit: PAGE_SIZE });
  const invoices = useMyInvoices(page, PAGE_SIZE);
  const contracts = useMyContracts();
  const options = usePaymentOptions();
  const pay = usePayOnline();
  const [payingId, setPayingId] = useState<number | null>(null);
  const [detail, setDetail] = useState<Invoice | null>(null);
  const total = invoices.data?.total ?? 0;
  const report = (error: unknown) => toast.error(errorText(error, t('errors.generic')));

  const payOnline = async (invoice: Invoice) => {
    setPayingId(invoice.id);
    try {
      const { payUrl } = await pay.mutateAsync(invoice.id);
      window.location.assign(payUrl);
    } catch (error) {
      setPayingId(null);
      report(error);
    }
  };

  const online = options.data?.online === true;
  const columns: Column<Invoice>[] = [
    { key: 'number', header: t('columns.number'), rowHeader: true },
    ...invoiceAmountColumns(t, lang),
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (i) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('lines.of', { number: i.number })}
            onClick={() => setDetail(i)}
          >
            {t('lines.action')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<FileText aria-hidden="true" className="size-4" />}
            aria-label={t('actions.pdfOf', { number: i.number })}
            onClick={() => void downloadInvoicePdf(i, 'client').catch(report)}
          >
            PDF
          </Button>
          {online && i.kind === 'invoice' && i.dueMillimes > 0 ? (
            <Button
              size="sm"
              icon={<CreditCard aria-hidden="true" className="size-4" />}
              loading={payingId === i.id}
              aria-label={t('portal.payOnlineOf', { number: i.number })}
              onClick={() => void payOnline(i)}
            >
              {t('portal.payOnline')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  const noInvoices = !invoices.isPending && total === 0;
  return (
    <div className="grid gap-4">
      <Card title={t('portal.title')} flush>
        <LoadError
          error={invoices.error}
          fallback={t('errors.load')}
          className="m-4 rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm"
        />
        {noInvoices ? (
          <EmptyState
            icon={<CreditCard aria-hidden="true" className="size-8" />}
            title={t('portal.emptyTitle')}
            description={t('portal.emptyDescription')}
          />
        ) : (
          <QueryTable
            caption={t('portal.title')}
            columns={columns}
            query={invoices}
            stackBelow="lg"
          />
        )}
        {total > PAGE_SIZE ? (
          <div className="flex justify-center p-4">
            <Pagination page={page} pageCount={pageCount(total, PAGE_SIZE)} onChange={setPage} />
          </div>
        ) : null}
        {options.data && !online ? (
          <div className="border-ink-100 border-t p-4 text-sm">
            <h3 className="font-semibold text-ink-950">{t('portal.transferTitle')}</h3>
            <p className="text-ink-700">{t('portal.transferIntro')}</p>
            <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-ink-600">{t('portal.beneficiary')}</dt>
              <dd className="font-medium text-ink-950">{options.data.legalName}</dd>
              <dt className="text-ink-600">{t('portal.rib')}</dt>
              <dd className="font-medium font-mono text-ink-950">
                {options.data.rib || t('portal.ribMissing')}
              </dd>
            </dl>
          </div>
        ) : null}
      </Card>
      <Card title={t('portal.contractsTitle')}>
        {contracts.data && contracts.data.items.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {contracts.data.items.map((c) => (
              <li key={c.id} className="rounded-lg border border-ink-200 p-3">
                <p className="font-medium text-ink-950">
                  {c.stations.map((s) => s.reference).join(', ')}
                </p>
                <p className="text-ink-700">
                  {t('portal.contractLine', {
                    start: formatDate(c.startDate),
                    end: c.endDate ? formatDate(c.endDate) : t('portal.openEnded'),
                    fee: formatMillimes(c.monthlyFeeMillimes, lang),
                  })}{' '}
                  · {t(`contractStatus.${c.status}`)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-700 text-sm">{t('portal.noContracts')}</p>
        )}
      </Card>
      {contracts.data && contracts.data.items.length > 0 ? <PartnerStatementCard /> : null}
      <InvoiceLinesDialog invoice={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

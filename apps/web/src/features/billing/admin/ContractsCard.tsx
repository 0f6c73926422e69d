import {
  type Contract,
  contractEndSchema,
  formatBasisPoints,
  formatMillimes,
} from '@app/contracts/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, Field, Pagination, QueryTable } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useAdminContracts, useEndContract } from '@/features/billing/api/billing';
import type { ContractDialogProps } from '@/features/billing/shared/dialog-props';
import { today } from '@/features/billing/shared/invoice-display';
import { formatDate } from '@/lib/format';
import { useLang } from '@/lib/i18n';
import { pageCount } from '@/lib/page-count';
import { useListController } from '@/lib/use-list-controller';
import { useRowForm } from '@/lib/use-row-form';
import Plus from '~icons/lucide/plus';
import type { BilledClient } from './ClientBillingDialog';
import { CommissionDialog } from './CommissionDialog';
import { ContractDialog } from './ContractDialog';
import { RenewContractDialog } from './RenewContractDialog';

const PAGE_SIZE = 10;

/**
 * The rental contracts: client, stations, dates, monthly fee HT; create, end, renew, and the
 * client's invoicing details (tax number, invoice language).
 */
export function ContractsCard({
  onClientBilling,
}: {
  onClientBilling: (client: BilledClient) => void;
}) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const { page, setPage, params } = useListController({
    limit: PAGE_SIZE,
    name: 'contracts',
    search: true,
  });
  const contracts = useAdminContracts(params);
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [renewing, setRenewing] = useState<Contract | null>(null);
  const [commission, setCommission] = useState<Contract | null>(null);
  const total = contracts.data?.total ?? 0;
  // A contract renewed already (its renewal is listed: newest first, so usually on the same page)
  // offers no second renewal; the server refuses one anyway (its stations are rented).
  const renewed = new Set((contracts.data?.items ?? []).map((c) => c.renewedFromId));

  const columns: Column<Contract>[] = [
    { key: 'client', header: t('contracts.client'), rowHeader: true },
    {
      key: 'stations',
      header: t('contracts.stations'),
      cell: (c) => c.stations.map((s) => s.reference).join(', '),
    },
    { key: 'start', header: t('contracts.start'), cell: (c) => formatDate(c.startDate) },
    { key: 'end', header: t('contracts.end'), cell: (c) => formatDate(c.endDate) },
    {
      key: 'fee',
      header: t('contracts.feeColumn'),
      align: 'right',
      cell: (c) => formatMillimes(c.monthlyFeeMillimes, lang),
    },
    {
      key: 'commission',
      header: t('commission.column'),
      align: 'right',
      cell: (c) => (c.commissionBp === null ? '—' : formatBasisPoints(c.commissionBp, lang)),
    },
    { key: 'status', header: t('contracts.status'), cell: (c) => t(`contractStatus.${c.status}`) },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (c) => (
        <div className="flex flex-wrap gap-2">
          {c.status === 'ended' ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('contracts.endOf', { client: c.client })}
              onClick={() => setEnding(c)}
            >
              {t('contracts.endAction')}
            </Button>
          )}
          {c.endDate === null || renewed.has(c.id) ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('contracts.renewOf', { client: c.client, end: formatDate(c.endDate) })}
              onClick={() => setRenewing(c)}
            >
              {t('contracts.renewAction')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('clientBilling.openOf', { client: c.client })}
            onClick={() => onClientBilling({ id: c.clientId, name: c.client })}
          >
            {t('clientBilling.open')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('commission.of', { client: c.client })}
            onClick={() => setCommission(c)}
          >
            {t('commission.action')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Card flush>
      <div className="flex flex-wrap items-center justify-between gap-3 border-ink-100 border-b p-4">
        <h3 className="font-semibold text-ink-950 text-lg">{t('contracts.title')}</h3>
        <Button
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => setCreating(true)}
        >
          {t('contracts.add')}
        </Button>
      </div>
      <QueryTable
        caption={t('contracts.title')}
        columns={columns}
        query={contracts}
        emptyText={t('contracts.empty')}
        stackBelow="lg"
      />
      {total > PAGE_SIZE ? (
        <div className="flex justify-center p-4">
          <Pagination page={page} pageCount={pageCount(total, PAGE_SIZE)} onChange={setPage} />
        </div>
      ) : null}
      <ContractDialog open={creating} onClose={() => setCreating(false)} />
      <EndContractDialog contract={ending} onClose={() => setEnding(null)} />
      <RenewContractDialog contract={renewing} onClose={() => setRenewing(null)} />
      <CommissionDialog contract={commission} onClose={() => setCommission(null)} />
    </Card>
  );
}

/** Ends a contract on a date; the invoices already issued do not change. */
function EndContractDialog({ contract, onClose }: ContractDialogProps) {
  const { t } = useTranslation('billing');
  const end = useEndContract();
  const form = useRowForm(contract, contractEndSchema, {
    defaultValues: { endDate: today() },
    save: ({ id }, { endDate }) => end.mutateAsync({ id, endDate }),
    savedText: () => t('contracts.ended'),
    onClose,
    failureText: t('errors.generic'),
  });

  return (
    <FormDialog
      open={contract !== null}
      onClose={onClose}
      title={t('contracts.endTitle', { client: contract?.client ?? '' })}
      description={t('contracts.endDescription')}
      form={form}
      values={contract ? { endDate: today() } : undefined}
      cancelLabel={t('actions.close')}
      submitLabel={t('contracts.endAction')}
      backOffice
    >
      <Field label={t('contracts.end')} type="date" required {...form.field('endDate')} />
    </FormDialog>
  );
}

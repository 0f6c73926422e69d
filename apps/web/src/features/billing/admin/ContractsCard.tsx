import { type Contract, formatBasisPoints, parseTnd } from '@app/contracts/billing';
import type { AdminStation } from '@app/contracts/places';
import type { AdminUser } from '@app/contracts/users';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  type Column,
  Dialog,
  DialogClose,
  Field,
  Pagination,
  Table,
  useToast,
} from '@/components/ui';
import { Plus, X } from '@/components/ui/icons';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import {
  useAdminContracts,
  useCreateContract,
  useEndContract,
} from '@/features/billing/api/billing';
import { isApiError } from '@/lib/api-client';
import { useBackofficeSearch } from '@/lib/backoffice-search';
import { formatDate } from '@/lib/format';
import { CommissionDialog, parseCommission } from './CommissionDialog';
import { money, today } from './shared';

const PAGE_SIZE = 10;

/** The rental contracts: client, stations, dates, monthly fee HT; create and end. */
export function ContractsCard() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const search = useBackofficeSearch().trim();
  const [pageState, setPageState] = useState({ key: search, page: 1 });
  const page = pageState.key === search ? pageState.page : 1;
  const contracts = useAdminContracts({ page, limit: PAGE_SIZE, q: search || undefined });
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [commission, setCommission] = useState<Contract | null>(null);
  const total = contracts.data?.total ?? 0;

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
      cell: (c) => money(c.monthlyFeeMillimes, lang),
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
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('commission.of', { client: c.client })}
            onClick={() => setCommission(c)}
          >
            {t('commission.action')}
          </Button>
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
      <Table
        caption={t('contracts.title')}
        captionHidden
        columns={columns}
        rows={contracts.data?.items ?? []}
        rowKey={(c) => c.id}
        loading={contracts.isPending}
        emptyText={t('contracts.empty')}
        stackBelow="lg"
      />
      {total > PAGE_SIZE ? (
        <div className="flex justify-center p-4">
          <Pagination
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            onChange={(next) => setPageState({ key: search, page: next })}
          />
        </div>
      ) : null}
      <ContractDialog open={creating} onClose={() => setCreating(false)} />
      <EndContractDialog contract={ending} onClose={() => setEnding(null)} />
      <CommissionDialog contract={commission} onClose={() => setCommission(null)} />
    </Card>
  );
}

function ContractDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const create = useCreateContract();
  const [clientId, setClientId] = useState<number | null>(null);
  const [stationIds, setStationIds] = useState<number[]>([]);
  const references = useRef(new Map<number, string>());
  const [startDate, setStartDate] = useState(today());
  const [endDate, setEndDate] = useState('');
  const [fee, setFee] = useState('');
  const [commission, setCommission] = useState('');
  const [error, setError] = useState<string | undefined>();

  const reset = () => {
    setCommission('');
    setClientId(null);
    setStationIds([]);
    setStartDate(today());
    setEndDate('');
    setFee('');
    setError(undefined);
  };

  const save = async () => {
    const monthlyFeeMillimes = parseTnd(fee);
    if (clientId === null) return setError(t('contracts.clientRequired'));
    if (stationIds.length === 0) return setError(t('contracts.stationsRequired'));
    if (monthlyFeeMillimes === undefined || monthlyFeeMillimes <= 0) {
      return setError(t('contracts.feeInvalid'));
    }
    const commissionBp = parseCommission(commission);
    if (commissionBp === undefined) return setError(t('commission.invalid'));
    try {
      await create.mutateAsync({
        clientId,
        stationIds,
        startDate,
        endDate: endDate || null,
        monthlyFeeMillimes,
        commissionBp,
      });
      toast.success(t('contracts.created'));
      reset();
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.generic'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onClose();
        }
      }}
      title={t('contracts.add')}
      size="lg"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.close')}</Button>
          </DialogClose>
          <Button type="submit" form="billing-contract" loading={create.isPending}>
            {t('contracts.save')}
          </Button>
        </>
      }
    >
      <form
        id="billing-contract"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
            {error}
          </p>
        ) : null}
        <RemoteSelect<AdminUser>
          label={t('contracts.client')}
          path="/api/users"
          query={{ status: 'active' }}
          toOption={(user) => ({ value: user.id, label: `${user.companyName} — ${user.fullName}` })}
          value={clientId}
          onChange={setClientId}
          required
        />
        <RemoteSelect<AdminStation>
          label={t('contracts.addStation')}
          path="/api/admin/stations"
          toOption={(station) => {
            references.current.set(station.id, station.reference);
            return { value: station.id, label: station.reference };
          }}
          value={null}
          onChange={(id) => {
            if (id !== null && !stationIds.includes(id)) setStationIds([...stationIds, id]);
          }}
        />
        <ul aria-label={t('contracts.stations')} className="flex flex-wrap gap-2">
          {stationIds.map((id) => {
            const reference = references.current.get(id) ?? `#${id}`;
            return (
              <li
                key={id}
                className="flex items-center gap-1 rounded-full bg-ink-100 py-1 pr-1 pl-3 text-sm"
              >
                {reference}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-ink-200 focus-visible:outline-2"
                  aria-label={t('contracts.removeStation', { reference })}
                  onClick={() => setStationIds(stationIds.filter((other) => other !== id))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('contracts.start')}
            type="date"
            required
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
          <Field
            label={t('contracts.end')}
            hint={t('contracts.endHint')}
            type="date"
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
          />
        </div>
        <Field
          label={t('contracts.fee')}
          hint={t('contracts.feeHint')}
          inputMode="decimal"
          required
          value={fee}
          onChange={(event) => setFee(event.target.value)}
        />
        <Field
          label={t('commission.label')}
          hint={t('commission.hint')}
          inputMode="decimal"
          value={commission}
          onChange={(event) => setCommission(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

function EndContractDialog({
  contract,
  onClose,
}: {
  contract: Contract | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const end = useEndContract();
  const [endDate, setEndDate] = useState(today());
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    if (!contract) return;
    try {
      await end.mutateAsync({ id: contract.id, endDate });
      toast.success(t('contracts.ended'));
      setError(undefined);
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.generic'));
    }
  };

  return (
    <Dialog
      open={contract !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('contracts.endTitle', { client: contract?.client ?? '' })}
      description={t('contracts.endDescription')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.close')}</Button>
          </DialogClose>
          <Button type="submit" form="billing-end" loading={end.isPending}>
            {t('contracts.endAction')}
          </Button>
        </>
      }
    >
      <form
        id="billing-end"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm">
            {error}
          </p>
        ) : null}
        <Field
          label={t('contracts.end')}
          type="date"
          required
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

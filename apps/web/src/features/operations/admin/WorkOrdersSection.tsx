import {
  WORK_ORDER_STATUSES,
  WORK_ORDERS_PAGE_SIZE,
  type WorkOrderStatus,
} from '@app/contracts/operations';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { ListPager } from '@/components/ui/ListPager';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useWorkOrders, type WorkOrderFilters } from '@/features/operations/api/operations';
import { useListController } from '@/lib/use-list-controller';
import MapPin from '~icons/lucide/map-pin';
import { WorkOrderCard } from './WorkOrderCard';
import { WorkOrderDetailView } from './WorkOrderDetailView';
import { WorkOrderReport } from './WorkOrderReport';

/** `?section=interventions&id=N` opens a work order (the escalation e-mail links there). */
const ID_PARAM = 'id';

/**
 * The back-office "Interventions" section (issue 32), the technician's home: work orders, open
 * ones by deadline first, filtered by status, "mine" and overdue; one opens in place. One column
 * of large cards below 640 px, for one-handed use on a phone.
 */
export default function WorkOrdersSection() {
  const { t } = useTranslation('operations');
  const [params] = useSearchParams();
  const openId = Number(params.get(ID_PARAM));
  const { page, pager, ...controller } = useListController({
    limit: WORK_ORDERS_PAGE_SIZE,
    filters: { status: '', mine: '', overdue: '' },
  });
  const filters: WorkOrderFilters = {
    status: controller.filters.status as WorkOrderStatus | '',
    mine: controller.filters.mine === 'true',
    overdue: controller.filters.overdue === 'true',
    page,
  };
  const list = useWorkOrders(filters, WORK_ORDERS_PAGE_SIZE);

  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(ID_PARAM, String(id));
    return `?${next.toString()}`;
  };
  const listHref = () => {
    const next = new URLSearchParams(params);
    next.delete(ID_PARAM);
    return `?${next.toString()}`;
  };

  if (Number.isInteger(openId) && openId > 0) {
    return <WorkOrderDetailView id={openId} backHref={listHref()} />;
  }

  /** A new filter starts again at page 1 (`?mine=true`, `?overdue=true`, `?status=…`). */
  const update = (change: Partial<Record<'status' | 'mine' | 'overdue', string>>) =>
    controller.setFilters(change);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('workOrders.filters.status')}
          value={filters.status}
          onChange={(event) => update({ status: event.target.value })}
          options={[
            { value: '', label: t('workOrders.filters.all') },
            ...WORK_ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(`workOrders.status.${status}`),
            })),
          ]}
          className="w-full sm:w-56"
        />
        {(['mine', 'overdue'] as const).map((name) => (
          <label
            key={name}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 bg-white px-4 font-medium text-ink-800 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="checkbox"
              checked={filters[name]}
              onChange={(event) => update({ [name]: event.target.checked ? 'true' : '' })}
              className="size-4 accent-brand-700"
            />
            {t(`workOrders.filters.${name}`)}
          </label>
        ))}
        <Link
          to="/admin/flotte"
          className={buttonClasses({ variant: 'secondary', className: 'sm:ml-auto' })}
        >
          <MapPin aria-hidden className="size-4" />
          {t('workOrders.fleet')}
        </Link>
      </div>

      {list.isError ? (
        <p role="alert" className="text-red-700 text-sm">
          {t('workOrders.loadError')}
        </p>
      ) : !list.data ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : (
        <section aria-labelledby="work-orders-total">
          <p id="work-orders-total" className="mb-3 text-ink-600 text-sm" role="status">
            {t('workOrders.total', { count: list.data.total })}
          </p>
          {list.data.items.length === 0 ? (
            <p className="rounded-xl border border-ink-200 bg-white p-6 text-center text-ink-600">
              {t('workOrders.empty')}
            </p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.data.items.map((order) => (
                <WorkOrderCard key={order.id} order={order} href={hrefOf(order.id)} />
              ))}
            </ul>
          )}
          {list.data.total > WORK_ORDERS_PAGE_SIZE ? (
            <div className="mt-3 rounded-xl border border-ink-200 bg-white">
              <ListPager {...pager(list.data.total)} />
            </div>
          ) : null}
        </section>
      )}
      <WorkOrderReport />
    </div>
  );
}

import {
  DEMANDE_TYPES,
  DEMANDES_PAGE_SIZE,
  DEMANDES_PAGER_BUTTONS,
  type DemandeType,
  type StaffDemande,
} from '@app/contracts/sales-staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  buttonClasses,
  type Column,
  IconButton,
  Pagination,
  QueryTable,
} from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { useDemandes } from '@/features/sales/api/staff';
import { cn } from '@/lib/cn';
import { pageCount } from '@/lib/page-count';
import { useListController } from '@/lib/use-list-controller';
import Check from '~icons/lucide/check';
import Download from '~icons/lucide/download';
import ExternalLink from '~icons/lucide/external-link';
import Trash2 from '~icons/lucide/trash-2';
import { demandeColumns } from './demande-columns';
import { useDemandeActions } from './use-demande-actions';

type Filter = DemandeType | 'all';

const FILTER_LABELS = {
  client: 'section.filterClients',
  all: 'section.filterAll',
  publicitaire: 'section.filterAds',
} as const;

function ToggleButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-lg px-3 py-1.5 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
        pressed ? 'bg-ink-950 text-white' : 'text-ink-700 hover:bg-ink-100',
      )}
    >
      {children}
    </button>
  );
}

/**
 * Back-office 'demandes': quote requests by type ('Type Clients' / 'Type Publicitaire' on top,
 * 'Clients' / 'Tous' / 'Publicitaires' below — one filter), validate, delete, real PDF, real pager.
 */
export default function DemandesSection() {
  const { t } = useTranslation('sales');
  const list = useListController({
    limit: DEMANDES_PAGE_SIZE,
    search: true,
    filters: { type: 'all' },
  });
  const { page, setPage, q: search } = list;
  const filter = list.filters.type as Filter;
  const setFilter = (type: Filter) => list.setFilter('type', type);
  const [busy, setBusy] = useState<number | null>(null);

  const demandes = useDemandes({
    page,
    q: search || undefined,
    type: filter === 'all' ? undefined : filter,
  });
  const total = demandes.data?.total ?? 0;
  const pages = pageCount(total, DEMANDES_PAGE_SIZE);

  // A deleted row, or one that no longer matches the type filter, hands focus to its neighbour.
  const { changeType, download, askDelete, rowFocus, confirmDialog, ...actions } =
    useDemandeActions({
      deleteQuestion: t('section.deleteQuestion'),
      afterDelete: () => list.rowLeft(demandes.data?.items.length ?? 0),
    });

  const validate = async (demande: StaffDemande) => {
    setBusy(demande.id);
    await actions.validate(demande);
    setBusy(null);
  };

  const columns: Column<StaffDemande>[] = [
    ...demandeColumns(
      t,
      [
        'id',
        'createdAt',
        'nom',
        'fonction',
        'email',
        'tel',
        'Gouvernorat',
        'nomentreprise',
        'message',
      ],
      'line-clamp-2 max-w-32 break-words',
    ),
    {
      key: 'type',
      header: t('columns.type'),
      cell: (d) => (
        <select
          aria-label={t('actions.markAs', { id: d.id })}
          value={d.type}
          onChange={(event) => void changeType(d, event.target.value as DemandeType)}
          className="h-8 max-w-28 rounded-lg border border-ink-200 bg-white px-1.5 text-xs 2xl:text-sm"
        >
          {DEMANDE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
      ),
    },
    ...demandeColumns(t, ['statut'], ''),
    {
      key: 'actions',
      header: t('columns.actions'),
      // Named icon buttons, the destructive one last; two by two below 1536 px so that the
      // twelve columns fit a 1280 px screen.
      cell: (d) => (
        <div className="grid w-max grid-cols-2 gap-1 2xl:flex">
          <IconButton
            size="sm"
            variant="secondary"
            icon={<Check aria-hidden="true" className="size-4" />}
            // aria-disabled, not disabled: the button keeps the focus it has once it is done.
            aria-disabled={d.statut === 'validated' || busy === d.id || undefined}
            aria-busy={busy === d.id || undefined}
            aria-label={t('actions.validateOf', { id: d.id })}
            title={t('actions.validate')}
            onClick={() => {
              if (d.statut !== 'validated' && busy !== d.id) void validate(d);
            }}
          />
          <IconButton
            size="sm"
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-4" />}
            aria-label={t('actions.downloadOf', { id: d.id })}
            title="PDF"
            onClick={() => void download(d)}
          />
          <IconButton
            size="sm"
            variant="danger"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            aria-label={t('actions.deleteOf', { id: d.id })}
            title={t('actions.delete')}
            onClick={() => void askDelete(d)}
          />
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="demandes-section-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <SectionIntro
          id="demandes-section-title"
          title={t('section.title')}
          description={t('section.description')}
        />
        <Link
          to="/gestion-demandes"
          // A phone (320 px) wraps the long label instead of scrolling the page sideways.
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            'max-sm:h-auto max-sm:min-h-8 max-sm:whitespace-normal max-sm:py-1.5',
          )}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('section.openStaffScreen')}
        </Link>
      </div>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('section.typeGroup')}</legend>
        <Button
          variant={filter === 'client' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'client'}
          onClick={() => setFilter('client')}
        >
          {t('section.typeClients')}
        </Button>
        <Button
          variant={filter === 'publicitaire' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'publicitaire'}
          onClick={() => setFilter('publicitaire')}
        >
          {t('section.typePublicitaire')}
        </Button>
      </fieldset>

      <LoadError error={demandes.error} fallback={t('staff.loadError')} look="panel" />
      <QueryTable
        ref={rowFocus.ref}
        caption={t('section.caption', { filter: t(FILTER_LABELS[filter]) })}
        columns={columns}
        query={demandes}
        stackBelow="lg"
        dense
        emptyText={t('section.empty')}
      />

      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
        <p className="text-ink-600 text-sm" aria-live="polite">
          {t('section.total', { count: total })}
        </p>
        <Pagination
          page={page}
          pageCount={pages}
          onChange={setPage}
          maxButtons={DEMANDES_PAGER_BUTTONS}
        />
        <fieldset className="inline-flex rounded-xl border border-ink-200 bg-white p-1">
          <legend className="sr-only">{t('section.filterGroup')}</legend>
          {(['client', 'all', 'publicitaire'] as const).map((value) => (
            <ToggleButton key={value} pressed={filter === value} onClick={() => setFilter(value)}>
              {t(FILTER_LABELS[value])}
            </ToggleButton>
          ))}
        </fieldset>
      </div>
      {confirmDialog}
    </section>
  );
}

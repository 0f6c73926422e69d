import {
  DEMANDES_PAGE_SIZE,
  type StaffDemande,
  type StaffReservation,
} from '@app/contracts/sales-staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Button,
  buttonClasses,
  type Column,
  Input,
  LanguageSwitch,
  Pagination,
  QueryTable,
} from '@/components/ui';
import { EmailText } from '@/components/ui/EmailText';
import { LoadError } from '@/components/ui/LoadError';
import { TitledSection } from '@/components/ui/TitledSection';
import { useDemandes, useReservations } from '@/features/sales/api/staff';
import { formatDate } from '@/lib/format';
import { useSearchBox } from '@/lib/list-search';
import { pageCount } from '@/lib/page-count';
import { useListController } from '@/lib/use-list-controller';
import ArrowLeft from '~icons/lucide/arrow-left';
import Search from '~icons/lucide/search';
import { DemandeEditDialog } from './DemandeEditDialog';
import { demandeColumns } from './demande-columns';
import { useDemandeActions } from './use-demande-actions';

/** Reservations page size; the pager only appears when there is more than one page. */
const RESERVATIONS_PAGE_SIZE = 20;

/**
 * Staff screen (`/gestion-demandes`, admin only): 'Tableau des Demandes de Devis' with phone search,
 * edit and delete, server pages; then 'Tableau des Réservations'. Tables become cards ≤ 768 px.
 */
export function SalesRequestsPage() {
  const { t } = useTranslation('sales');
  const searchId = useId();
  const { page, setPage, rowLeft, filters } = useListController({
    limit: DEMANDES_PAGE_SIZE,
    filters: { tel: '' },
  });
  // The phone search is this list's own box (`?tel=`); a new search starts again at page 1.
  const search = useSearchBox({ param: 'tel', pageKeys: ['page'] });
  const { tel } = filters;
  const [editing, setEditing] = useState<StaffDemande | null>(null);

  const demandes = useDemandes({ page, tel: tel || undefined });
  const { page: reservationPage, setPage: setReservationPage } = useListController({
    limit: RESERVATIONS_PAGE_SIZE,
    name: 'reservations',
  });
  const reservations = useReservations(reservationPage, RESERVATIONS_PAGE_SIZE);
  const reservationPages = pageCount(reservations.data?.total ?? 0, RESERVATIONS_PAGE_SIZE);
  const pages = pageCount(demandes.data?.total ?? 0, DEMANDES_PAGE_SIZE);

  // A deleted row (or one an edit takes out of the phone search) hands focus to its neighbour.
  // The status-update call gets a button here, and the PDF one too.
  const { validate, validating, download, askDelete, rowFocus, confirmDialog } = useDemandeActions({
    deleteQuestion: t('staff.deleteQuestion'),
    // Deleting the last row of the last page moves back one page.
    afterDelete: () => rowLeft(demandes.data?.items.length ?? 0),
  });

  const columns: Column<StaffDemande>[] = [
    ...demandeColumns(
      t,
      [
        'id',
        'nom',
        'email',
        'nomentreprise',
        'fonction',
        'tel',
        'Gouvernorat',
        'message',
        'statut',
      ],
      'line-clamp-2 max-w-56 whitespace-pre-line break-words',
    ),
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (d) => (
        // One line of actions, the destructive one last (away from the everyday ones).
        <div className="flex flex-wrap gap-1.5 md:flex-nowrap">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('actions.downloadOf', { id: d.id })}
            onClick={() => void download(d)}
          >
            PDF
          </Button>
          <Button
            size="sm"
            // aria-disabled, not disabled: the button keeps the focus it has once it is done.
            aria-disabled={d.statut === 'validated' || validating || undefined}
            aria-label={t('actions.validateOf', { id: d.id })}
            onClick={() => {
              if (d.statut !== 'validated' && !validating) void validate(d);
            }}
          >
            {t('actions.validate')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('actions.editOf', { id: d.id })}
            onClick={() => {
              rowFocus.remember(d.id);
              setEditing({ ...d });
            }}
          >
            {t('actions.edit')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={t('actions.deleteOf', { id: d.id })}
            onClick={() => void askDelete(d)}
          >
            {t('actions.delete')}
          </Button>
        </div>
      ),
    },
  ];

  const reservationColumns: Column<StaffReservation>[] = [
    { key: 'id', header: t('columns.id'), rowHeader: true },
    { key: 'name', header: t('columns.name') },
    {
      key: 'email',
      header: t('columns.email'),
      cell: (r) => <EmailText email={r.email} />,
    },
    { key: 'phone', header: t('columns.phone') },
    { key: 'demo_date', header: t('columns.demoDate'), cell: (r) => formatDate(r.demo_date) },
  ];

  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="border-ink-200 border-b bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/adminn" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('staff.backToBackoffice')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 sm:px-6">
        <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">{t('staff.title')}</h1>

        <section aria-labelledby="demandes-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="demandes-heading" className="font-semibold text-ink-950 text-xl">
              {t('staff.demandesHeading')}
            </h2>
            <div className="relative w-full sm:w-80">
              <label htmlFor={searchId} className="sr-only">
                {t('staff.searchLabel')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
              />
              <Input
                id={searchId}
                type="search"
                inputMode="tel"
                placeholder={t('staff.searchPlaceholder')}
                value={search.text}
                onChange={(event) => search.setText(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
          <LoadError error={demandes.error} fallback={t('staff.loadError')} look="panel" />
          <QueryTable
            ref={rowFocus.ref}
            caption={t('staff.demandesCaption', { page })}
            columns={columns}
            query={demandes}
            stackBelow="md"
            dense
            emptyText={tel ? t('staff.noDemandesForSearch') : t('staff.noDemandes')}
          />
          <Pagination
            layout="indicator"
            page={page}
            pageCount={pages}
            onChange={setPage}
            label={t('staff.pagerLabel')}
          />
        </section>

        <TitledSection
          id="reservations-heading"
          level="h2"
          title={t('staff.reservationsHeading')}
          className="flex flex-col gap-4"
          titleClassName="font-semibold text-ink-950 text-xl"
        >
          <LoadError error={reservations.error} fallback={t('staff.loadError')} look="panel" />
          <QueryTable
            caption={t('staff.reservationsCaption')}
            columns={reservationColumns}
            query={reservations}
            stackBelow="md"
            emptyText={t('staff.noReservations')}
          />
          {reservationPages > 1 ? (
            <Pagination
              layout="indicator"
              page={reservationPage}
              pageCount={reservationPages}
              onChange={setReservationPage}
              label={t('staff.reservationsPagerLabel')}
            />
          ) : null}
        </TitledSection>
      </main>
      <DemandeEditDialog
        demande={editing}
        onClose={() => setEditing(null)}
        returnFocus={rowFocus.returnFocus}
      />
      {confirmDialog}
    </div>
  );
}

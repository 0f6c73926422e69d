import type { StaffRole } from '@app/contracts/admins';
import { type ComponentType, lazy } from 'react';

/**
 * The sections of the back-office (`/adminn`), switched in place without a route change: the
 * first 12 in their fixed order, then the connected fleet (issue 29: it lives in the shell, at its
 * own address `/admin/flotte`), the public site's content (issue 17), billing (issue 31), the
 * stations' advertising screens (issue 33) and the work orders (issue 32). Each section is its own
 * lazily loaded chunk owned by its domain's feature folder.
 */
export const BACKOFFICE_SECTIONS = [
  'dashboard',
  'users',
  'demandes',
  'espaces',
  'stations',
  'casiers',
  'reclamations',
  'publicites',
  'commentaires',
  'archive',
  'corbeille',
  'chatbot',
  'flotte',
  'site',
  'facturation',
  'ecrans',
  'interventions',
] as const;
export type BackofficeSectionId = (typeof BACKOFFICE_SECTIONS)[number];

/**
 * What each staff role sees (issue 32): admins everything, technicians their work orders only
 * (station pages open from there and from the fleet map). The server enforces the same per route.
 */
export function sectionsFor(role: StaffRole): readonly BackofficeSectionId[] {
  return role === 'technicien' ? TECHNICIAN_SECTIONS : BACKOFFICE_SECTIONS;
}
const TECHNICIAN_SECTIONS: readonly BackofficeSectionId[] = ['interventions', 'flotte'];

export const sectionComponents: Record<BackofficeSectionId, ComponentType> = {
  // The dashboard shows the site feature's checklist and billing's revenue; the shell composes them.
  dashboard: lazy(async () => {
    const [{ default: DashboardSection }, { SiteChecklistCard }, { RevenueCard }] =
      await Promise.all([
        import('@/features/dashboard/admin/DashboardSection'),
        import('@/features/site/admin/SiteChecklistCard'),
        import('@/features/billing/admin/RevenueCard'),
      ]);
    return {
      default: function Dashboard() {
        return <DashboardSection siteChecklist={<SiteChecklistCard />} revenue={<RevenueCard />} />;
      },
    };
  }),
  users: lazy(() => import('@/features/users/admin/UsersSection')),
  demandes: lazy(() => import('@/features/sales/admin/DemandesSection')),
  espaces: lazy(() => import('@/features/espaces/admin/EspacesSection')),
  stations: lazy(() => import('@/features/stations/admin/StationsSection')),
  casiers: lazy(() => import('@/features/lockers/admin/CasiersSection')),
  reclamations: lazy(() => import('@/features/reclamations/admin/ReclamationsSection')),
  publicites: lazy(() => import('@/features/ads/admin/PublicitesSection')),
  commentaires: lazy(() => import('@/features/ads/admin/CommentairesSection')),
  archive: lazy(() => import('@/features/users/admin/ArchiveSection')),
  corbeille: lazy(() => import('@/features/users/admin/CorbeilleSection')),
  chatbot: lazy(() => import('@/features/chat/admin/FaqSection')),
  flotte: lazy(() => import('@/features/telemetry/admin/FleetSection')),
  site: lazy(() => import('@/features/site/admin/SiteSection')),
  facturation: lazy(() => import('@/features/billing/admin/FacturationSection')),
  ecrans: lazy(() => import('@/features/screens/admin/ScreensSection')),
  interventions: lazy(() => import('@/features/operations/admin/WorkOrdersSection')),
};

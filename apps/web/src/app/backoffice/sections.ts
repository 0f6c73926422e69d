import { type ComponentType, lazy } from 'react';

/**
 * The sections of the back-office (`/adminn`), switched in place without a route change: the
 * spec's 12 in its order, then the public site's content (issue 17). Each section is its own
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
  'site',
] as const;
export type BackofficeSectionId = (typeof BACKOFFICE_SECTIONS)[number];

export const sectionComponents: Record<BackofficeSectionId, ComponentType> = {
  dashboard: lazy(() => import('./sections/DashboardSection')),
  users: lazy(() => import('./sections/UsersSection')),
  demandes: lazy(() => import('../sales/sections/DemandesSection')),
  espaces: lazy(() => import('./sections/EspacesSection')),
  stations: lazy(() => import('./sections/StationsSection')),
  casiers: lazy(() => import('./sections/CasiersSection')),
  reclamations: lazy(() => import('../reclamations/sections/ReclamationsSection')),
  publicites: lazy(() => import('../ads/sections/PublicitesSection')),
  commentaires: lazy(() => import('../ads/sections/CommentairesSection')),
  archive: lazy(() => import('./sections/ArchiveSection')),
  corbeille: lazy(() => import('./sections/CorbeilleSection')),
  chatbot: lazy(() => import('../chat/sections/FaqSection')),
  site: lazy(() => import('../site/sections/SiteSection')),
};

import type { ClientReclamationFilters, QrFilters } from './staff';

/**
 * The reclamations feature's query keys (staff and public sides); a write invalidates its list's
 * prefix (`admin`, `qr`). The client portal's own keys sit under `portalKeys.all` (api/client.ts).
 */
export const reclamationKeys = {
  admin: ['reclamations', 'admin'] as const,
  adminPage: (filters: ClientReclamationFilters) => ['reclamations', 'admin', filters] as const,
  categories: ['reclamations', 'admin', 'categories'] as const,
  qr: ['reclamations', 'qr'] as const,
  qrPage: (filters: QrFilters) => ['reclamations', 'qr', filters] as const,
  qrReplies: (id: number | null) => ['reclamations', 'qr', 'replies', id] as const,
  publicStation: (reference: string | null) =>
    ['reclamations', 'public-station', reference] as const,
  followUp: (caseNumber: string, secret: string) =>
    ['reclamations', 'follow-up', caseNumber, secret] as const,
};

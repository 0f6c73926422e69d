import type { DemandeStatut } from '@app/contracts/sales-staff';
import type { BadgeTone } from '@/components/ui/Badge';

/** The tone of each quote request status, for StatusBadge. */
export const STATUT_TONES: Record<DemandeStatut, BadgeTone> = {
  pending: 'warning',
  validated: 'success',
  rejected: 'danger',
};

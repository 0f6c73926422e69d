import type { AdStatus } from '@app/contracts/ads';
import type { BadgeTone } from '@/components/ui/Badge';

/** The tone of each advertising request status, for StatusBadge. */
export const AD_STATUS_TONES: Record<AdStatus, BadgeTone> = {
  'En attente': 'warning',
  Accepté: 'success',
  Rejeté: 'danger',
  Terminé: 'neutral',
};

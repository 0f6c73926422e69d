import { QR_TYPE_TONES, type QrTypeRetour } from '@app/contracts/reclamation-options';
import type { BadgeTone } from '@/components/ui/Badge';

/** Type chips; an unknown stored type falls back to neutral. */
export const typeTone = (type: string): BadgeTone =>
  QR_TYPE_TONES[type as QrTypeRetour] ?? 'neutral';

/** Client reclamation status: Answered green, Pending amber, Problem red. */
export const STATUS_TONES = { Answered: 'success', Pending: 'warning', Problem: 'danger' } as const;

export const CASE_STATUS_TONES = {
  new: 'info',
  in_progress: 'warning',
  resolved: 'success',
} as const;

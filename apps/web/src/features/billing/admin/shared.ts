import { formatMillimes, type InvoiceStatus } from '@app/contracts/billing';
import type { BadgeTone } from '@/components/ui/Badge';

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  issued: 'info',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};

/** Millimes as the reader's language writes dinars (three decimals, always). */
export const money = (millimes: number, language: 'fr' | 'en') =>
  formatMillimes(millimes, language);

/** `YYYY-MM` of today in Tunisia. */
export const thisMonth = () =>
  new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' }).slice(0, 7);

/** `YYYY-MM-DD` of today in Tunisia. */
export const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });

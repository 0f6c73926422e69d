import type { Language } from '@app/contracts';

/** Words shared by the invoice lines and the partner statement. */

const MONTHS: Record<Language, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** `2026-03` → "mars 2026" / "March 2026". */
export const monthLabel = (language: Language, period: string) =>
  `${MONTHS[language][Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/** A count with the language's thousands separator: `12 345` / `12,345`. */
export const groupedCount = (value: number, language: Language) =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? ' ' : ',');

/** How a campaign is named on invoices and statements: its number and where it runs. */
export function campaignName(language: Language, adId: number, place: string): string {
  const where = place.slice(0, 80);
  return language === 'fr'
    ? `Campagne publicitaire n° ${adId} (${where})`
    : `Ad campaign no. ${adId} (${where})`;
}

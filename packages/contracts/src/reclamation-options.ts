/**
 * The option lists and constants of the complaint forms, free of zod so the public QR form (a
 * phone on 4G) can import them without the validation library.
 */

/** Page sizes of the two back-office complaint tables. */
export const ADMIN_RECLAMATIONS_PAGE_SIZE = 10;
export const QR_RECLAMATIONS_PAGE_SIZE = 5;

// --- option lists of the public QR form (shown and stored exactly as written) ----------------

export const QR_TYPES_RETOUR = [
  'Feedback',
  "Suggestion d'amélioration",
  'Réclamation',
  'Problème technique',
] as const;
export type QrTypeRetour = (typeof QR_TYPES_RETOUR)[number];

export const QR_USAGES = [
  'Recharge de smartphone Android (USB-C)',
  "Recharge d'iPhone (Lightning)",
  "Recharge d'IQOS",
  'Autre',
] as const;
export type QrUsage = (typeof QR_USAGES)[number];

export const QR_SOUHAITS_RETOUR = ['Oui, par téléphone', 'Oui, par email'] as const;
export type QrSouhaitRetour = (typeof QR_SOUHAITS_RETOUR)[number];

/** Chip colour of each complaint type. */
export const QR_TYPE_TONES: Record<QrTypeRetour, 'warning' | 'danger' | 'info' | 'success'> = {
  Réclamation: 'warning',
  'Problème technique': 'danger',
  Feedback: 'info',
  "Suggestion d'amélioration": 'success',
};

/** How staff track a QR case. */
export const QR_CASE_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type QrCaseStatus = (typeof QR_CASE_STATUSES)[number];

/** Status of a client reclamation, shown green / amber / red. */
export const RECLAMATION_STATUSES = ['Answered', 'Pending', 'Problem'] as const;
export type ReclamationStatus = (typeof RECLAMATION_STATUSES)[number];

/** Name of the hidden field a human never fills in; bots that fill every input do. */
export const QR_HONEYPOT_FIELD = 'website';

/** The two one-tap urgent reports of a station's QR page (issue 32). */
export const URGENT_KINDS = ['phone_locked', 'not_charging'] as const;
export type UrgentKind = (typeof URGENT_KINDS)[number];

/** The header carrying a follow-up link's secret (kept out of URLs, hence out of access logs). */
export const FOLLOW_SECRET_HEADER = 'x-follow-secret';

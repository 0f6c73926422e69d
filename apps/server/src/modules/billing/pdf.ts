import type { Language } from '@app/contracts';
import { formatMillimes } from '@app/contracts/billing';
import type { CpuPool } from '../../lib/cpu-pool';
import type { FullInvoice } from './invoices';
import { amountSentence } from './rules';

/** What the invoice PDF prints, every text ready (invoice-pdf.js lays it out in the CPU pool). */
export interface PrintableInvoice {
  title: string;
  meta: string[];
  cancelled: string | null;
  seller: { name: string; lines: string[] };
  clientHeading: string;
  client: { name: string; lines: string[] };
  columns: { label: string; amount: string };
  lines: { label: string; amount: string }[];
  totals: [string, string][];
  words: string;
  footer: string[];
}

/** The company as the back-office Site settings name it (legal name, tax number, bank details). */
export interface Seller {
  legalName: string;
  brandName: string;
  taxNumber: string;
  rib: string;
  address: string;
}

const TEXT = {
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    number: 'N°',
    issued: 'Date',
    period: 'Période',
    due: 'Échéance',
    cancelled: (number: string) => `Annulée par l’avoir ${number}`,
    cancels: (number: string) => `Annule la facture ${number}`,
    taxNumber: 'Matricule fiscal',
    rib: 'RIB',
    client: 'Client',
    label: 'Désignation',
    amount: 'Montant HT',
    ht: 'Total HT',
    tva: (rate: string) => `TVA ${rate} %`,
    stamp: 'Droit de timbre',
    ttc: 'Total TTC',
    payBy: 'Règlement par virement bancaire en indiquant le numéro de la facture.',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'No.',
    issued: 'Date',
    period: 'Period',
    due: 'Due date',
    cancelled: (number: string) => `Cancelled by credit note ${number}`,
    cancels: (number: string) => `Cancels invoice ${number}`,
    taxNumber: 'Tax number (matricule fiscal)',
    rib: 'Bank details (RIB)',
    client: 'Client',
    label: 'Description',
    amount: 'Amount excl. tax',
    ht: 'Total excl. tax',
    tva: (rate: string) => `VAT ${rate}%`,
    stamp: 'Stamp duty',
    ttc: 'Total incl. tax',
    payBy: 'Payment by bank transfer, quoting the invoice number.',
  },
} as const;

/** `2026-03-05` → `05/03/2026`; an instant is read as Tunisia's day. */
function day(iso: string): string {
  const date =
    iso.length > 10 ? new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' }) : iso;
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

function printableInvoice(
  invoice: FullInvoice,
  seller: Seller,
  language: Language,
): PrintableInvoice {
  const text = TEXT[language];
  const money = (value: number) => formatMillimes(value, language);
  const rate = (invoice.tvaRateBp / 100).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB');
  const isInvoice = invoice.kind === 'invoice';
  const sellerLines = [
    seller.legalName && seller.legalName !== seller.brandName ? seller.brandName : '',
    seller.address,
    seller.taxNumber ? `${text.taxNumber} : ${seller.taxNumber}` : '',
    seller.rib ? `${text.rib} : ${seller.rib}` : '',
  ].filter(Boolean);
  return {
    title: `${isInvoice ? text.invoice : text.creditNote} ${invoice.number}`,
    meta: [
      `${text.issued} : ${day(invoice.issuedAt)}`,
      `${text.period} : ${invoice.period.slice(5, 7)}/${invoice.period.slice(0, 4)}`,
      ...(isInvoice ? [`${text.due} : ${day(invoice.dueDate)}`] : []),
      ...(!isInvoice && invoice.related ? [text.cancels(invoice.related.number)] : []),
    ],
    cancelled:
      isInvoice && invoice.status === 'cancelled' && invoice.related
        ? text.cancelled(invoice.related.number)
        : null,
    seller: { name: seller.legalName || seller.brandName, lines: sellerLines },
    clientHeading: text.client,
    client: {
      name: invoice.client,
      lines: invoice.clientTaxNumber ? [`${text.taxNumber} : ${invoice.clientTaxNumber}`] : [],
    },
    columns: { label: text.label, amount: text.amount },
    lines: invoice.lines.map((line) => ({ label: line.label, amount: money(line.amountMillimes) })),
    totals: [
      [text.ht, money(invoice.htMillimes)],
      [text.tva(rate), money(invoice.tvaMillimes)],
      [text.stamp, money(invoice.stampMillimes)],
      [text.ttc, money(invoice.ttcMillimes)],
    ],
    // The amount in words is a French legal mention: French in both languages.
    words: amountSentence(invoice.kind, invoice.ttcMillimes),
    footer: [
      ...(isInvoice && seller.rib ? [text.payBy] : []),
      ...(invoice.cancelReason && !isInvoice ? [invoice.cancelReason] : []),
    ],
  };
}

declare module '../../lib/cpu-pool' {
  interface CpuTasks {
    /** An invoice or credit note, every text ready to print (invoice-pdf.js). */
    invoicePdf: { input: PrintableInvoice; output: Uint8Array };
  }
}

export const invoicePdfName = (number: string) => `${number}.pdf`;

export async function renderInvoicePdf(
  cpu: CpuPool,
  invoice: FullInvoice,
  seller: Seller,
  language: Language,
): Promise<Buffer> {
  const pdf = await cpu.run('invoicePdf', printableInvoice(invoice, seller, language));
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

import type { Db } from '../../db/client';
import {
  type CsvColumns,
  csvAmount,
  csvDate,
  csvDateTime,
  csvLocalized,
  toCsv,
} from '../../lib/csv';
import { salesJournal } from './invoices';

type JournalRow = Awaited<ReturnType<typeof salesJournal>>[number];

/**
 * The monthly sales journal for the accountant: every invoice and credit note issued in the month,
 * in French whatever the reader's language (the accountant's file: `;`, decimal comma, BOM,
 * French column names, Tunisia's dates); credit notes carry negative amounts.
 */
const JOURNAL_COLUMNS: CsvColumns<JournalRow> = [
  { title: { fr: 'Date', en: 'Date' }, value: (row) => csvDateTime(row.issuedAt) },
  { title: { fr: 'Numéro', en: 'Number' }, value: (row) => row.number },
  {
    title: { fr: 'Type', en: 'Type' },
    value: (row) =>
      csvLocalized(
        row.kind === 'invoice'
          ? { fr: 'Facture', en: 'Invoice' }
          : { fr: 'Avoir', en: 'Credit note' },
      ),
  },
  { title: { fr: 'Client', en: 'Client' }, value: (row) => row.client },
  {
    title: { fr: 'Matricule fiscal', en: 'Tax number' },
    value: (row) => row.clientTaxNumber ?? '',
  },
  { title: { fr: 'Période', en: 'Period' }, value: (row) => row.period },
  { title: { fr: 'Total HT', en: 'Total excl. tax' }, value: (row) => csvAmount(row.htMillimes) },
  { title: { fr: 'TVA', en: 'VAT' }, value: (row) => csvAmount(row.tvaMillimes) },
  {
    title: { fr: 'Droit de timbre', en: 'Stamp duty' },
    value: (row) => csvAmount(row.stampMillimes),
  },
  { title: { fr: 'Total TTC', en: 'Total incl. tax' }, value: (row) => csvAmount(row.ttcMillimes) },
  { title: { fr: 'Échéance', en: 'Due date' }, value: (row) => csvDate(row.dueDate) },
  // Last, so the amounts keep their columns: the lines, campaigns with their basis and quantity.
  { title: { fr: 'Désignation', en: 'Description' }, value: (row) => row.lines },
];

export async function journalCsv(db: Db, period: string): Promise<string> {
  return toCsv(JOURNAL_COLUMNS, await salesJournal(db, period), 'fr');
}

import type { PlayReportResult } from '@app/contracts/screens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CsvColumns, csvDate, csvLocalized, sendCsv } from '../../lib/csv';
import { requestLanguage } from '../../lib/language';

/** One line of the CSV: the total, a station, a day or an offline screen. */
interface ReportLine {
  section: Readonly<Record<'fr' | 'en', string>>;
  station?: string;
  day?: string;
  plays?: number;
  airtimeMs?: number;
  offlineMs?: number;
}

const SECTIONS = {
  total: { fr: 'Total', en: 'Total' },
  station: { fr: 'Station', en: 'Station' },
  day: { fr: 'Jour', en: 'Day' },
  offline: { fr: 'Hors ligne', en: 'Offline' },
} as const;
const TITLE = { fr: 'Campagne n°', en: 'Campaign no.' } as const;

const seconds = (ms: number | undefined) => (ms === undefined ? null : Math.round(ms / 1000));

const COLUMNS: CsvColumns<ReportLine> = [
  { title: { fr: 'Section', en: 'Section' }, value: (line) => csvLocalized(line.section) },
  { title: { fr: 'Station', en: 'Station' }, value: (line) => line.station },
  { title: { fr: 'Jour', en: 'Day' }, value: (line) => csvDate(line.day) },
  { title: { fr: 'Diffusions', en: 'Plays' }, value: (line) => line.plays },
  {
    title: { fr: 'Temps d’antenne (s)', en: 'Airtime (s)' },
    value: (line) => seconds(line.airtimeMs),
  },
  { title: { fr: 'Hors ligne (s)', en: 'Offline (s)' }, value: (line) => seconds(line.offlineMs) },
];

/** The report as CSV lines: the total, then one per station, per day, per offline screen. */
function reportLines(report: PlayReportResult): ReportLine[] {
  return [
    { section: SECTIONS.total, plays: report.plays, airtimeMs: report.airtimeMs },
    ...report.stations.map((row) => ({
      section: SECTIONS.station,
      station: row.reference,
      plays: row.plays,
      airtimeMs: row.airtimeMs,
    })),
    ...report.days.map((row) => ({
      section: SECTIONS.day,
      day: row.date,
      plays: row.plays,
      airtimeMs: row.airtimeMs,
    })),
    ...report.offlineScreens.map((row) => ({
      section: SECTIONS.offline,
      station: row.reference,
      offlineMs: row.offlineMs,
    })),
  ];
}

declare module '../../lib/cpu-pool' {
  interface CpuTasks {
    /** A campaign's proof-of-play report (report-pdf.js). */
    playReportPdf: {
      input: { report: unknown; title: string; language: 'fr' | 'en'; brandName: string };
      output: Uint8Array;
    };
  }
}

/**
 * Sends the report as a CSV (lib/csv.ts: `;` and dd/mm/yyyy for French readers, `,` and ISO for
 * English ones; named `preuve-diffusion-<id>-<date>.csv`) or PDF (`preuve-diffusion-<id>.pdf`).
 */
export async function reportDownload(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  report: PlayReportResult,
  format: 'csv' | 'pdf',
) {
  const base = `preuve-diffusion-${report.adId}`;
  reply.header('Cache-Control', 'no-store');
  if (format === 'csv') return sendCsv(request, reply, base, COLUMNS, reportLines(report));
  const language = requestLanguage(request);
  reply.header('Content-Disposition', `attachment; filename="${base}.pdf"`);
  const pdf = await app.cpu.run('playReportPdf', {
    report,
    title: `${TITLE[language]} ${report.adId}`,
    language,
    brandName: app.site.brandName(),
  });
  return reply
    .header('Content-Type', 'application/pdf')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

import type { PlayReportResult } from '@app/contracts/screens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toCsv } from '../../lib/csv';
import { requestLanguage } from '../../lib/language';

const CSV_HEADER = {
  fr: ['Section', 'Station', 'Jour', 'Diffusions', 'Temps d’antenne (s)', 'Hors ligne (s)'],
  en: ['Section', 'Station', 'Day', 'Plays', 'Airtime (s)', 'Offline (s)'],
} as const;
const SECTIONS = {
  fr: { total: 'Total', station: 'Station', day: 'Jour', offline: 'Hors ligne' },
  en: { total: 'Total', station: 'Station', day: 'Day', offline: 'Offline' },
} as const;
const TITLE = { fr: 'Campagne n°', en: 'Campaign no.' } as const;

const seconds = (ms: number) => Math.round(ms / 1000);

/** The report as CSV rows: the total, then one row per station, per day, per offline screen. */
export function reportCsv(report: PlayReportResult, language: 'fr' | 'en'): string {
  const section = SECTIONS[language];
  return toCsv(CSV_HEADER[language], [
    [section.total, '', '', report.plays, seconds(report.airtimeMs), ''],
    ...report.stations.map((row) => [
      section.station,
      row.reference,
      '',
      row.plays,
      seconds(row.airtimeMs),
      '',
    ]),
    ...report.days.map((row) => [section.day, '', row.date, row.plays, seconds(row.airtimeMs), '']),
    ...report.offlineScreens.map((row) => [
      section.offline,
      row.reference,
      '',
      '',
      '',
      seconds(row.offlineMs),
    ]),
  ]);
}

/** Sends the report as a CSV or PDF download named `preuve-diffusion-<id>.<format>`. */
export async function reportDownload(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  report: PlayReportResult,
  format: 'csv' | 'pdf',
) {
  const language = requestLanguage(request);
  const name = `preuve-diffusion-${report.adId}.${format}`;
  reply
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store');
  if (format === 'csv') {
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .send(reportCsv(report, language));
  }
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

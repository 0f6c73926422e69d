// Runs in the CPU worker pool (lib/cpu-worker.js, registered in modules/cpu-tasks.js): pdfkit lays out and compresses synchronously.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes.js';

const LABELS = {
  fr: {
    title: 'Preuve de diffusion',
    period: 'Période',
    plays: 'Diffusions',
    airtime: 'Temps d’antenne',
    byStation: 'Par station',
    byDay: 'Par jour',
    offline: 'Écrans hors ligne pendant la campagne',
    station: 'Station',
    day: 'Jour',
    offlineFor: 'Hors ligne',
    notPaired: 'écran non appairé',
    none: 'Aucune',
    generated: 'Édité le',
  },
  en: {
    title: 'Proof of play',
    period: 'Period',
    plays: 'Plays',
    airtime: 'Airtime',
    byStation: 'By station',
    byDay: 'By day',
    offline: 'Screens offline during the campaign',
    station: 'Station',
    day: 'Day',
    offlineFor: 'Offline',
    notPaired: 'screen not paired',
    none: 'None',
    generated: 'Issued on',
  },
};

// The built-in Helvetica only encodes Windows-1252; anything else is replaced by a visible '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text) {
  return Array.from(String(text).normalize('NFC'), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
    return WIN_ANSI_EXTRA.includes(char) ? char : '?';
  }).join('');
}

const dayOf = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** `1 h 02 min 05 s` style durations. */
function formatAirtime(ms) {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return h > 0 ? `${h} h ${pad(m)} min ${pad(s)} s` : m > 0 ? `${m} min ${pad(s)} s` : `${s} s`;
}

/**
 * The proof-of-play report of a campaign: totals, by station, by day, offline screens.
 * @param {{ report: import('@app/contracts/screens').PlayReportResult, title: string, language: 'fr' | 'en', brandName: string }} input
 * @returns {Promise<Uint8Array>}
 */
export function renderPlayReportPdf({ report, title, language, brandName }) {
  const labels = LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Author: brandName, Creator: brandName, Title: `${labels.title} ${report.adId}` },
  });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#1f7a55').text(printable(brandName));
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b3b2e').text(labels.title);
  doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor('#4b5563');
  doc.text(printable(title));
  doc.text(`${labels.period} : ${dayOf(report.dateDebut)} – ${dayOf(report.dateFin)}`);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#111827');
  doc.text(
    `${labels.plays} : ${report.plays}    ${labels.airtime} : ${formatAirtime(report.airtimeMs)}`,
  );

  /** Two or three columns: label, plays, airtime. */
  function table(heading, first, rows) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#0b3b2e').text(heading, left);
    doc.moveDown(0.2).font('Helvetica-Bold').fontSize(10).fillColor('#111827');
    const header = doc.y;
    doc.text(first, left, header, { width: width * 0.5 });
    doc.text(labels.plays, left + width * 0.5, header, { width: width * 0.2, align: 'right' });
    doc.text(labels.airtime, left + width * 0.7, header, { width: width * 0.3, align: 'right' });
    doc.font('Helvetica').fillColor('#1f2937');
    if (rows.length === 0) doc.text(labels.none, left);
    for (const [label, plays, airtime] of rows) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
      const y = doc.y;
      doc.text(printable(label), left, y, { width: width * 0.5 });
      doc.text(String(plays), left + width * 0.5, y, { width: width * 0.2, align: 'right' });
      doc.text(airtime, left + width * 0.7, y, { width: width * 0.3, align: 'right' });
    }
  }
  table(
    labels.byStation,
    labels.station,
    report.stations.map((row) => [row.reference, row.plays, formatAirtime(row.airtimeMs)]),
  );
  table(
    labels.byDay,
    labels.day,
    report.days.map((row) => [dayOf(row.date), row.plays, formatAirtime(row.airtimeMs)]),
  );
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#0b3b2e')
    .text(labels.offline, left);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#1f2937');
  if (report.offlineScreens.length === 0) doc.text(labels.none, left);
  for (const screen of report.offlineScreens) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const note = screen.paired ? '' : ` (${labels.notPaired})`;
    doc.text(
      printable(
        `${screen.reference}${note} : ${labels.offlineFor} ${formatAirtime(screen.offlineMs)}`,
      ),
      left,
    );
  }
  doc.end();
  return done;
}

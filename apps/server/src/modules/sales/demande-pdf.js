// Runs in the CPU worker pool (lib/cpu-worker.js, registered in modules/cpu-tasks.js): pdfkit lays out and compresses synchronously.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes.js';

const LABELS = {
  fr: {
    title: 'Demande de devis',
    subtitle: 'Fiche de la demande n°',
    received: 'Reçue le',
    nom: 'Nom',
    email: 'Email',
    nomentreprise: "Nom d'Entreprise",
    fonction: 'Fonction',
    tel: 'Téléphone',
    gouvernorat: 'Gouvernorat',
    type: 'Type',
    statut: 'Statut',
    message: 'Message',
    types: { client: 'Client', publicitaire: 'Publicitaire' },
    statuts: { pending: 'En attente', validated: 'Validée', rejected: 'Rejetée' },
  },
  en: {
    title: 'Quote request',
    subtitle: 'Request no.',
    received: 'Received on',
    nom: 'Name',
    email: 'Email',
    nomentreprise: 'Company name',
    fonction: 'Job title',
    tel: 'Phone',
    gouvernorat: 'Governorate',
    type: 'Type',
    statut: 'Status',
    message: 'Message',
    types: { client: 'Client', publicitaire: 'Advertiser' },
    statuts: { pending: 'Pending', validated: 'Validated', rejected: 'Rejected' },
  },
};

// The built-in Helvetica only encodes Windows-1252; anything else (emoji, Arabic) would be
// silently mangled, so it is replaced by a visible '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text) {
  return Array.from(text.normalize('NFC'), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === '\t') return char;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
    return WIN_ANSI_EXTRA.includes(char) ? char : '?';
  }).join('');
}

const pad = (value) => String(value).padStart(2, '0');
function formatDate(iso) {
  const date = new Date(iso);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

const labelOf = (map, value) => map[value] ?? value;

/**
 * A one-page printable record of a quote request: a real PDF, not a JSON blob.
 * @param {{ demande: import('./pdf').PrintableDemande, language: 'fr' | 'en', brandName: string }} input
 * @returns {Promise<Uint8Array>}
 */
export function renderDemandePdf({ demande, language, brandName }) {
  const labels = LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Author: brandName,
      Creator: brandName,
      Title: `${labels.title} ${demande.id}`,
      Subject: `${labels.title} – ${demande.nomentreprise}`,
    },
  });
  const done = pdfBytes(doc);

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#1f7a55').text(printable(brandName));
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b3b2e').text(labels.title);
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#4b5563')
    .text(`${labels.subtitle} ${demande.id} · ${labels.received} ${formatDate(demande.createdAt)}`);
  doc.moveDown(1);

  /** @type {Array<[string, string]>} */
  const rows = [
    [labels.nom, demande.nom],
    [labels.email, demande.email],
    [labels.nomentreprise, demande.nomentreprise],
    [labels.fonction, demande.fonction],
    [labels.tel, demande.tel],
    [labels.gouvernorat, demande.Gouvernorat],
    [labels.type, labelOf(labels.types, demande.type)],
    [labels.statut, labelOf(labels.statuts, demande.statut)],
  ];
  const left = doc.page.margins.left;
  const valueX = left + 140;
  const valueWidth = doc.page.width - doc.page.margins.right - valueX;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827').text(label, left, y, {
      width: 130,
    });
    doc.font('Helvetica').text(printable(value), valueX, y, { width: valueWidth });
    doc.moveDown(0.5);
  }

  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).text(labels.message, left);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#1f2937')
    .text(printable(demande.message), { width: doc.page.width - left - doc.page.margins.right });
  doc.end();
  return done;
}

// Runs in the CPU worker pool (lib/cpu-worker.js, registered in modules/cpu-tasks.js): pdfkit lays out and compresses synchronously.
// Every text arrives ready to print (pdf.ts builds it): this file only lays it out.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes.js';

// The built-in Helvetica only encodes Windows-1252; anything else is replaced by a visible '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text) {
  return Array.from(String(text).normalize('NFC'), (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') return char;
    if (code === 0x202f) return ' ';
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
    return WIN_ANSI_EXTRA.includes(char) ? char : '?';
  }).join('');
}

/**
 * An invoice or credit note on A4: the company (legal name, tax number, bank details), the client
 * (name, tax number), the lines, HT, TVA, stamp duty, TTC, the due date and the total in words.
 * @param {import('./pdf').PrintableInvoice} input
 * @returns {Promise<Uint8Array>}
 */
export function renderInvoicePdf(input) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Author: printable(input.seller.name), Title: printable(input.title) },
  });
  const done = pdfBytes(doc);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  // Seller, top left; document title and number, top right.
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#0b3b2e')
    .text(printable(input.seller.name), left, top, {
      width: width / 2,
    });
  doc.font('Helvetica').fontSize(9).fillColor('#374151');
  for (const line of input.seller.lines) doc.text(printable(line), { width: width / 2 });
  const sellerBottom = doc.y;

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(input.cancelled ? '#b91c1c' : '#0b3b2e')
    .text(printable(input.title), left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  for (const line of input.meta) doc.text(printable(line), { width: width / 2, align: 'right' });
  if (input.cancelled) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#b91c1c')
      .text(printable(input.cancelled), {
        width: width / 2,
        align: 'right',
      });
  }
  doc.y = Math.max(doc.y, sellerBottom) + 20;

  // Client.
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#6b7280')
    .text(printable(input.clientHeading), left);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#111827')
    .text(printable(input.client.name), left);
  doc.font('Helvetica').fontSize(10);
  for (const line of input.client.lines) doc.text(printable(line), left);
  doc.moveDown(1.2);

  // Lines.
  const amountWidth = 120;
  const labelWidth = width - amountWidth - 10;
  const headerY = doc.y;
  doc.rect(left, headerY - 4, width, 20).fill('#ecfdf5');
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#0b3b2e');
  doc.text(printable(input.columns.label), left + 6, headerY, { width: labelWidth });
  doc.text(printable(input.columns.amount), right - amountWidth - 6, headerY, {
    width: amountWidth,
    align: 'right',
  });
  doc.y = headerY + 22;
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  for (const line of input.lines) {
    if (doc.y > doc.page.height - 220) doc.addPage();
    const y = doc.y;
    doc.text(printable(line.label), left + 6, y, { width: labelWidth });
    const after = doc.y;
    doc.text(printable(line.amount), right - amountWidth - 6, y, {
      width: amountWidth,
      align: 'right',
    });
    doc.y = Math.max(after, doc.y) + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(right, doc.y - 2)
      .strokeColor('#e5e7eb')
      .lineWidth(0.5)
      .stroke();
  }
  doc.moveDown(0.8);

  // Totals, right-aligned.
  const totalsX = right - 260;
  for (const [index, [label, amount]] of input.totals.entries()) {
    const last = index === input.totals.length - 1;
    const y = doc.y;
    doc
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 12 : 10)
      .fillColor('#111827');
    doc.text(printable(label), totalsX, y, { width: 140 });
    doc.text(printable(amount), right - amountWidth - 6, y, { width: amountWidth, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown(1);

  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .fillColor('#111827')
    .text(printable(input.words), left, doc.y, {
      width,
    });
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor('#374151');
  for (const line of input.footer) doc.text(printable(line), left, doc.y, { width });
  doc.end();
  return done;
}

// Runs in the CPU worker pool (lib/cpu-worker.js, registered in modules/cpu-tasks.js): pdfkit lays out and compresses synchronously.
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-bytes.js';

const MM = 72 / 25.4; // PDF points per millimetre

/**
 * A 90 × 125 mm printable PDF sticker: heading, the code's modules as vector squares, reference, URL.
 * @param {{ url: string, reference: string, brandName: string, texts: { fr: string, en: string },
 *   quietZone: number,
 *   size: number, dark: Uint8Array }} input the QR modules, row-major, 1 for dark
 * @returns {Promise<Uint8Array>}
 */
export function renderStickerPdf({ url, reference, brandName, texts, quietZone, size, dark }) {
  const matrix = { size, dark: (x, y) => dark[y * size + x] === 1 };
  const pageWidth = 90 * MM;
  const pageHeight = 125 * MM;
  const doc = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin: 0,
    info: { Title: `QR ${reference}`, Subject: url, Author: brandName, Creator: brandName },
  });
  const done = pdfBytes(doc);

  const margin = 8 * MM;
  const textWidth = pageWidth - margin * 2;
  doc
    .roundedRect(3 * MM, 3 * MM, pageWidth - 6 * MM, pageHeight - 6 * MM, 4 * MM)
    .lineWidth(1)
    .stroke('#1f7a55');
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#0b1f17')
    .text(texts.fr, margin, 10 * MM, { width: textWidth, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#3b4b44')
    .text(texts.en, margin, doc.y + 1 * MM, { width: textWidth, align: 'center' });

  const codeSize = 66 * MM;
  const module = codeSize / (matrix.size + quietZone * 2);
  const left = (pageWidth - codeSize) / 2;
  const top = doc.y + 4 * MM;
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.dark(x, y)) {
        doc.rect(left + (x + quietZone) * module, top + (y + quietZone) * module, module, module);
      }
    }
  }
  doc.fill('#000000');

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#0b1f17')
    .text(reference, margin, top + codeSize + 3 * MM, { width: textWidth, align: 'center' });
  // The URL stays on one line (a wrapped, hyphenated URL can't be typed back): shrink it to fit.
  doc.font('Helvetica').fontSize(7);
  const urlSize = Math.max(4, Math.min(7, (7 * textWidth) / doc.widthOfString(url)));
  doc
    .fontSize(urlSize)
    .fillColor('#3b4b44')
    .text(url, margin, doc.y + 1 * MM, { width: textWidth, align: 'center', lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#1f7a55')
    .text(brandName, margin, pageHeight - 11 * MM, {
      width: textWidth,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}

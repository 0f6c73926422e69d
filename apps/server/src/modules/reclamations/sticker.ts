import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The printable QR sticker of a station: the code opens the public complaint form for that station.
 * Both formats draw the same modules as vector squares, so the print stays sharp at any size.
 */

export const STICKER_TEXT = {
  fr: 'Un problème, un avis ? Scannez-moi',
  en: 'A problem or feedback? Scan me',
} as const;

/** `${PUBLIC_URL}/reclamation-qr?station=REF`. */
export function complaintFormUrl(publicUrl: string, reference: string): string {
  const url = new URL('/reclamation-qr', `${publicUrl}/`);
  url.searchParams.set('station', reference);
  return url.toString();
}

interface Matrix {
  size: number;
  dark(x: number, y: number): boolean;
}

function qrMatrix(text: string): Matrix {
  // Level M survives a scratched or slightly dirty sticker while keeping modules large.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const QUIET_ZONE = 4; // modules of white margin required around a QR code

/** SVG sticker: heading, the code, the station reference. Units are QR modules. */
export function stickerSvg(url: string, reference: string): string {
  const matrix = qrMatrix(url);
  const width = matrix.size + QUIET_ZONE * 2;
  const header = 7;
  const footer = 8;
  const height = width + header + footer;
  let path = '';
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.dark(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE + header}h1v1h-1z`;
    }
  }
  const text = (y: number, size: number, weight: string, content: string) =>
    `<text x="${width / 2}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="#0b1f17">${escapeXml(content)}</text>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 8}" height="${height * 8}" shape-rendering="crispEdges">`,
    `<title>${escapeXml(`QR ${reference}`)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    text(4, 2.4, '700', STICKER_TEXT.fr),
    text(6.6, 1.8, '400', STICKER_TEXT.en),
    `<path d="${path}" fill="#000000"/>`,
    text(header + width + 2.5, 2.6, '700', reference),
    text(header + width + 5.5, 1.4, '400', url),
    `</svg>`,
  ].join('\n');
}

const MM = 72 / 25.4; // PDF points per millimetre

/** A 90 × 125 mm printable PDF sticker. */
export function stickerPdf(url: string, reference: string): Promise<Buffer> {
  const matrix = qrMatrix(url);
  const pageWidth = 90 * MM;
  const pageHeight = 125 * MM;
  const doc = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin: 0,
    info: { Title: `QR ${reference}`, Subject: url, Creator: 'Nano Box' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

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
    .text(STICKER_TEXT.fr, margin, 10 * MM, { width: textWidth, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#3b4b44')
    .text(STICKER_TEXT.en, margin, doc.y + 1 * MM, { width: textWidth, align: 'center' });

  const codeSize = 66 * MM;
  const module = codeSize / (matrix.size + QUIET_ZONE * 2);
  const left = (pageWidth - codeSize) / 2;
  const top = doc.y + 4 * MM;
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.dark(x, y)) {
        doc.rect(left + (x + QUIET_ZONE) * module, top + (y + QUIET_ZONE) * module, module, module);
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
  doc.end();
  return done;
}

import QRCode from 'qrcode';
import type { CpuPool } from '../../lib/cpu-pool';

/**
 * The printable QR sticker of a station: the code opens the public complaint form for that station.
 * Both formats draw the same modules as vector squares, so the print stays sharp at any size.
 */

const STICKER_TEXT = {
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

declare module '../../lib/cpu-pool' {
  interface CpuTasks {
    /** A station's QR sticker (sticker-pdf.js). */
    stickerPdf: {
      input: {
        url: string;
        reference: string;
        brandName: string;
        texts: { fr: string; en: string };
        quietZone: number;
        /** Modules per side, and the modules row-major (1 for dark). */
        size: number;
        dark: Uint8Array;
      };
      output: Uint8Array;
    };
  }
}

/** A 90 × 125 mm printable PDF sticker, laid out in the worker pool (sticker-pdf.js). */
export async function stickerPdf(
  cpu: CpuPool,
  url: string,
  reference: string,
  brandName: string,
): Promise<Buffer> {
  const matrix = qrMatrix(url);
  const dark = new Uint8Array(matrix.size * matrix.size);
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) dark[y * matrix.size + x] = matrix.dark(x, y) ? 1 : 0;
  }
  const pdf = await cpu.run('stickerPdf', {
    url,
    reference,
    brandName,
    texts: STICKER_TEXT,
    quietZone: QUIET_ZONE,
    size: matrix.size,
    dark,
  });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

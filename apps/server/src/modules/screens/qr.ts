import QRCode from 'qrcode';

/**
 * A QR code as one SVG path in module units (`viewBox="0 0 size size"`, quiet zone included), so
 * pages draw it as vector squares without any markup from the server.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  let path = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  return { size: modules.size + quiet * 2, path };
}

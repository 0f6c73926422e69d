import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** A real PNG of the given size, with EXIF metadata attached (to prove it gets stripped). */
export function pngWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 120 } } })
    .withExif({ IFD0: { Artist: 'Secret Person', ImageDescription: 'GPS 36.8,10.1' } })
    .png()
    .toBuffer();
}

export function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** A PDF document, to be sent under an image name and type. */
export const fakePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The smallest buffers file-type recognises as MP4 and WebM containers. */
export const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(256),
]);
export const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
  Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  Buffer.alloc(256),
]);

/** Builds a multipart/form-data payload for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; contentType: string }> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The text of a PDF as `pdftotext -layout` prints it. The PDF tests need poppler-utils installed:
 * without it they fail with the reason, they do not skip.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']).catch(
      (error: Error) => {
        throw new Error(`pdftotext failed (install poppler-utils): ${error.message}`);
      },
    );
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A photo of apps/server/test/fixtures (face-a.jpg, face-b.jpg: one face each). */
const fixturePhoto = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

/** face-a and face-b side by side on a grey ground: a photo of more than one person. */
export async function twoFacesPhoto(): Promise<Buffer> {
  const a = await sharp(await fixturePhoto('face-a.jpg'))
    .resize(300)
    .toBuffer();
  const b = await sharp(await fixturePhoto('face-b.jpg'))
    .resize(260)
    .toBuffer();
  return sharp({ create: { width: 600, height: 420, channels: 3, background: '#ddd' } })
    .composite([
      { input: a, left: 0, top: 0 },
      { input: b, left: 340, top: 60 },
    ])
    .jpeg()
    .toBuffer();
}

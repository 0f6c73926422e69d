// Worker side (plain JavaScript, like the PDF task files that import it): see lib/cpu-worker.js.

/**
 * The bytes a pdfkit document writes, once `doc.end()` is called.
 * @param {PDFKit.PDFDocument} doc
 * @returns {Promise<Uint8Array>}
 */
export function pdfBytes(doc) {
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** Saves a blob under a file name through a temporary link (works for authenticated downloads). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before releasing the blob: revoking at once
  // cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const MAX_SIDE = 2000;
const LIGHT_ENOUGH = 1024 * 1024;

/**
 * Phone photos are often 4–8 MB: on 4G that is a long wait and can pass the server's limit.
 * Large images are redrawn at most 2000 px wide as JPEG before upload (the server re-encodes to the
 * same bound anyway). Anything the browser can't decode is sent as is for the server to judge.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= LIGHT_ENOUGH || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

import type Sharp from 'sharp';

/**
 * Image libraries loaded on first use rather than at start: libvips alone is about 28 MB resident,
 * and a server answering lists and the FAQ never touches an image (issue 19, memory target).
 */
let sharpModule: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

let fileTypeModule: Promise<typeof import('file-type')> | undefined;
/** The type an upload's bytes really are (magic numbers), whatever its name says. */
export async function fileTypeFromBuffer(data: Uint8Array) {
  fileTypeModule ??= import('file-type');
  return (await fileTypeModule).fileTypeFromBuffer(data);
}

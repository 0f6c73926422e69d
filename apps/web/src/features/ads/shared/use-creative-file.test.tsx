import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { useCreativeFile } from './use-creative-file';

/** A change of a file input holding `file`, with a value the hook may empty. */
function picked(file: File) {
  const target = { files: [file], value: `C:\\fakepath\\${file.name}` };
  return { event: { target } as unknown as ChangeEvent<HTMLInputElement>, target };
}

describe('useCreativeFile', () => {
  beforeAll(() => loadNamespaces(['ads']));

  it('keeps an accepted video', () => {
    const { result } = renderHook(() => useCreativeFile());
    const video = new File([new Uint8Array(10)], 'spot.mp4', { type: 'video/mp4' });
    const { event, target } = picked(video);
    act(() => result.current.pick(event));
    expect(result.current.file).toBe(video);
    expect(result.current.error).toBeUndefined();
    expect(target.value).toBe('C:\\fakepath\\spot.mp4');
  });

  it('refuses another type, empties the input and forgets the file picked before', () => {
    const { result } = renderHook(() => useCreativeFile());
    act(() => result.current.pick(picked(new File(['x'], 'a.webm', { type: 'video/webm' })).event));
    const { event, target } = picked(new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    act(() => result.current.pick(event));
    expect(result.current.file).toBeNull();
    expect(result.current.error).toBe(
      'Fichier non accepté. Formats acceptés : vidéo MP4, WebM ou image JPEG, PNG, WebP.',
    );
    expect(target.value).toBe('');
  });

  it('refuses a file over the size limit', () => {
    const { result } = renderHook(() => useCreativeFile());
    const big = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    const { event, target } = picked(big);
    act(() => result.current.pick(event));
    expect(result.current.file).toBeNull();
    expect(result.current.error).toBe(
      'Le fichier dépasse la taille maximale (vidéo 50 Mo, image 5 Mo).',
    );
    expect(target.value).toBe('');
  });
});

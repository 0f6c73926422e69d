import { useEffect, useState } from 'react';

export interface VisibleArea {
  /** Height of the part of the page the user can see (shrinks when the on-screen keyboard opens). */
  height: number;
  /** How far that part is scrolled down inside the layout viewport. */
  offsetTop: number;
}

/**
 * The visible area of the page. Phones open the on-screen keyboard over the layout viewport
 * without resizing it, so a full-screen panel sized with `100dvh` would keep its input under the
 * keyboard; sizing it to the visual viewport keeps the input and the last message in view.
 */
export function useVisualViewport(): VisibleArea | undefined {
  const [area, setArea] = useState<VisibleArea>();
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setArea({ height: viewport.height, offsetTop: viewport.offsetTop });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return area;
}

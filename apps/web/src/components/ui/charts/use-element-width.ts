import { useCallback, useState } from 'react';

/**
 * The width of the element given `ref`, followed as it resizes (the charts draw at their
 * container's width: text keeps its size, unlike a stretched viewBox). 0 until measured.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    const measure = () => setWidth(node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

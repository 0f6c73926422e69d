import { type MouseEvent, useState } from 'react';
import { nearestIndex } from './geometry';

/**
 * Which category the mouse is over, from the categories' x positions in the SVG: the nearest
 * one, as Recharts' tooltip did (anywhere in a month's column, not only on its bar).
 */
export function useHoveredIndex(positions: readonly number[]) {
  const [hovered, setHovered] = useState<number | null>(null);
  const onMouseMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setHovered(nearestIndex(positions, event.clientX - box.left));
  };
  const onMouseLeave = () => setHovered(null);
  return { hovered, onMouseMove, onMouseLeave };
}

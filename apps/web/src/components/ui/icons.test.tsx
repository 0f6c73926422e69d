import { iconNodes, lucideName } from '@scripts/icons';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import type { LucideIcon } from './lucide-icon';

const svgOf = (Icon: LucideIcon, props = {}) =>
  render(<Icon {...props} />).container.querySelector('svg')!;

describe('lucide icons', () => {
  it.each(Object.entries(icons))('%s draws the shapes of @iconify-json/lucide', (name, Icon) => {
    const svg = svgOf(Icon as LucideIcon);
    const shapes = [...svg.children].map((child) => [
      child.tagName,
      Object.fromEntries([...child.attributes].map((a) => [a.name, a.value])),
    ]);
    const expected = iconNodes(lucideName(name)).map(([tag, attributes]) => [
      tag,
      Object.fromEntries(
        Object.entries(attributes).map(([key, value]) => [
          key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
          value,
        ]),
      ),
    ]);
    expect(shapes).toEqual(expected);
  });

  it("renders lucide-react's <svg>: 24 px, stroke 2, decorative unless labelled", () => {
    const svg = svgOf(icons.Bell, { className: 'size-4' });
    expect(Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]))).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'lucide lucide-bell size-4',
      'aria-hidden': 'true',
    });
    const labelled = svgOf(icons.Bell, { 'aria-label': 'Notifications', strokeWidth: 1.5 });
    expect(labelled.getAttribute('aria-hidden')).toBeNull();
    expect(labelled.getAttribute('aria-label')).toBe('Notifications');
    expect(labelled.getAttribute('stroke-width')).toBe('1.5');
  });

  it('maps export names to lucide names', () => {
    expect(lucideName('MessageSquareText')).toBe('message-square-text');
    expect(lucideName('Building2')).toBe('building-2');
    expect(lucideName('MapIcon')).toBe('map');
    expect(() => iconNodes('no-such-icon')).toThrow('no lucide icon');
  });
});

import { getIconData } from '@iconify/utils';
import { icons as lucide } from '@iconify-json/lucide';
import { lucideShapes } from '@scripts/lucide-icons';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Bell from '~icons/lucide/bell';
import type { LucideIcon } from './lucide-icon';

const svgOf = (Icon: LucideIcon, props = {}) =>
  render(<Icon {...props} />).container.querySelector('svg')!;

/** Every `~icons/lucide/<name>` the app imports. */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const used = [
  ...new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/from '~icons\/lucide\/([\w-]+)'/g)].map((match) => match[1]!),
    ),
  ),
].sort();

// The attributes a shape inherits from its <svg> or <g> when it does not set them itself.
const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

/** Each shape as drawn: its tag and its own attributes over those its ancestors pass down. */
function drawn(shapes: Element[], ancestors: (container: Element) => Element[]) {
  return shapes.map((shape) => {
    const attributes: Record<string, string> = {};
    for (const ancestor of ancestors(shape)) {
      for (const name of INHERITED) {
        const value = ancestor.getAttribute(name);
        if (value !== null) attributes[name] = value;
      }
    }
    for (const attribute of shape.attributes) attributes[attribute.name] = attribute.value;
    return [shape.tagName, attributes];
  });
}

/** iconify's own drawing of the icon (its shapes, under their <g> when there is one). */
function iconify(name: string) {
  const data = getIconData(lucide, name);
  if (!data) throw new Error(`no lucide icon "${name}"`);
  const svg = new DOMParser().parseFromString(
    `<svg xmlns="http://www.w3.org/2000/svg">${data.body}</svg>`,
    'image/svg+xml',
  ).documentElement;
  const shapes = [...svg.querySelectorAll('*')].filter((element) => element.tagName !== 'g');
  return drawn(shapes, (shape) => (shape.parentElement === svg ? [] : [shape.parentElement!]));
}

describe('lucide icons (~icons/lucide/<name>)', () => {
  it('finds the icons the app imports', () => {
    // Guards the scan: a broken pattern would find nothing and the next test would pass empty.
    expect(used.length).toBeGreaterThan(50);
  });

  it.each(used)('%s draws the shapes of @iconify-json/lucide', async (name) => {
    const { default: Icon } = (await import(/* @vite-ignore */ `~icons/lucide/${name}`)) as {
      default: LucideIcon;
    };
    const svg = svgOf(Icon);
    expect(drawn([...svg.children], () => [svg])).toEqual(iconify(name));
  });

  it("renders lucide-react's <svg>: 24 px, stroke 2, decorative unless labelled", () => {
    const svg = svgOf(Bell, { className: 'size-4' });
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
    const labelled = svgOf(Bell, { 'aria-label': 'Notifications', strokeWidth: 1.5 });
    expect(labelled.getAttribute('aria-hidden')).toBeNull();
    expect(labelled.getAttribute('aria-label')).toBe('Notifications');
    // The shapes leave stroke and fill to the <svg>, so the caller's props reach them.
    expect(labelled.getAttribute('stroke-width')).toBe('1.5');
    expect(labelled.innerHTML).not.toContain('stroke-width');
  });

  it("leaves to the <svg> what iconify repeats on shapes and groups, and refuses a group's own style", () => {
    expect(
      lucideShapes(
        'x',
        '<svg viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2"><path d="M1 1"/><circle fill="currentColor" r="2"/></g></svg>',
      ),
    ).toBe('<path d="M1 1"/><circle fill="currentColor" r="2"/>');
    expect(() => lucideShapes('x', '<svg><g opacity="0.5"><path d="M1 1"/></g></svg>')).toThrow(
      'groups shapes with attributes of their own',
    );
  });
});

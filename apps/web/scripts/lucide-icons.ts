/**
 * Lucide icons compiled on demand: `import Bell from '~icons/lucide/bell'` is an icon of
 * @iconify-json/lucide (1 MB, every icon in one JSON, instead of the 51 MB `lucide-react`),
 * loaded by unplugin-icons when a file imports it, so a bundle holds exactly the icons its pages
 * use and a misspelt name fails the build and the tests. See docs/decisions/0016-install-size.md,
 * "Lucide icons". The Vite and Vitest configs both use this plugin.
 *
 * unplugin-icons' own React compiler (svgr) renders iconify's <svg> (1.2em, not labelled, classes
 * replaced by the caller's); this one hands the shapes to `lucideIcon` (src/components/ui/lucide-icon),
 * which renders lucide-react's <svg>: 24 px, `lucide lucide-<name>` plus the caller's class,
 * aria-hidden unless labelled.
 */
import Icons from 'unplugin-icons/vite';

// What lucide puts on the <svg> itself (lucideIcon); iconify repeats it on each shape or on a
// wrapping <g>, where it would override the caller's props.
const SVG_DEFAULTS: Record<string, string> = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'stroke-width': '2',
};

/** The shapes of an iconify <svg>, without the attributes lucide's <svg> already sets. */
export function lucideShapes(name: string, svg: string): string {
  const body = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return body
    .replace(/<g([^>]*)>|<\/g>/g, (_, attributes: string | undefined) => {
      for (const [, key, value] of (attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) {
        if (SVG_DEFAULTS[key!] !== value)
          throw new Error(`lucide icon "${name}" groups shapes with attributes of their own`);
      }
      return '';
    })
    .replace(/ ([\w-]+)="([^"]*)"/g, (attribute, key: string, value: string) =>
      SVG_DEFAULTS[key] === value ? '' : attribute,
    );
}

/** The module of `~icons/lucide/<name>`: pure, so a bundle drops an icon its pages never render. */
function compile(svg: string, collection: string, icon: string): string {
  if (collection !== 'lucide')
    throw new Error(`~icons/${collection}: only lucide icons are set up`);
  return [
    "import { lucideIcon } from '@/components/ui/lucide-icon';",
    `export default /* @__PURE__ */ lucideIcon(${JSON.stringify(icon)}, ${JSON.stringify(lucideShapes(icon, svg))});`,
  ].join('\n');
}

export const lucideIcons = () =>
  Icons({ scale: 1, compiler: { compiler: compile, extension: 'js' } });

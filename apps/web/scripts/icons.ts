/**
 * Writes src/components/ui/icons.ts: the lucide icons the app imports from `@/components/ui/icons`,
 * and only those, from `@iconify-json/lucide` (1 MB, every icon in one JSON) instead of the 51 MB
 * `lucide-react` package. Run `npm run icons -w @app/web` after importing a new icon; typecheck
 * fails until then, knip if an icon is no longer used. See docs/decisions/0016-install-size.md, "Lucide icons".
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { icons as lucide } from '@iconify-json/lucide';
import type { IconNode } from '../src/components/ui/lucide-icon';

const MODULE = '@/components/ui/icons';

// What lucide puts on the <svg> itself (components/ui/lucide-icon.tsx); iconify repeats it on each
// shape or on a wrapping <g>, where it would override the component's props.
const SVG_DEFAULTS: Record<string, string> = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'stroke-width': '2',
};
const SHAPE_ATTRIBUTES = new Set([
  'fill',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'width',
  'height',
]);
const REACT_NAMES: Record<string, string> = { 'fill-rule': 'fillRule', 'clip-rule': 'clipRule' };

/** `MessageSquareText` → `message-square-text`, `Building2` → `building-2`, `MapIcon` → `map`. */
export function lucideName(exportName: string): string {
  return exportName
    .replace(/(.)Icon$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/** The shapes of one lucide icon, following lucide's renames (iconify's aliases). */
export function iconNodes(name: string): IconNode {
  let resolved = name;
  for (let hops = 0; !lucide.icons[resolved]; hops++) {
    const alias = lucide.aliases?.[resolved];
    if (!alias || hops > 4) throw new Error(`no lucide icon "${name}"`);
    if (Object.keys(alias).some((key) => key !== 'parent'))
      throw new Error(`lucide alias "${resolved}" transforms its icon`);
    resolved = alias.parent;
  }
  const icon = lucide.icons[resolved]!;
  if ((icon.width ?? 24) !== 24 || (icon.height ?? 24) !== 24 || icon.left || icon.top)
    throw new Error(`lucide icon "${name}" is not drawn on 24 × 24`);
  const nodes: IconNode = [];
  for (const [, tag, rest] of icon.body.matchAll(/<(\/?\w+)([^>]*)>/g)) {
    if (tag === 'g' || tag === '/g') {
      const attributes = [...rest!.matchAll(/([\w-]+)="([^"]*)"/g)];
      if (attributes.some(([, key, value]) => SVG_DEFAULTS[key!] !== value))
        throw new Error(`lucide icon "${name}" groups shapes with attributes of their own`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of rest!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      if (SVG_DEFAULTS[key!] === value) continue;
      const reactName = REACT_NAMES[key!] ?? key!;
      if (!SHAPE_ATTRIBUTES.has(reactName) && !Object.values(REACT_NAMES).includes(reactName))
        throw new Error(`lucide icon "${name}": unexpected attribute ${key}`);
      attributes[reactName] = value!;
    }
    nodes.push([tag!, attributes]);
  }
  return nodes;
}

/** Every name imported from the icons module anywhere in `srcDir`. */
function importedIcons(srcDir: string): string[] {
  const names = new Set<string>();
  const importPattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${MODULE}'`, 'g');
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, list] of readFileSync(path.join(srcDir, file), 'utf8').matchAll(importPattern)) {
      for (const item of list!.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

function render(exportNames: string[]): string {
  const lines = exportNames.map(
    (exportName) =>
      // Pure: a bundle keeps only the icons its pages use (the landing's JS budget).
      `export const ${exportName} = /* @__PURE__ */ lucideIcon('${lucideName(exportName)}', ${JSON.stringify(
        iconNodes(lucideName(exportName)),
      )});`,
  );
  return [
    '// Written by scripts/icons.ts (npm run icons -w @app/web) from @iconify-json/lucide: do not edit.',
    "import { lucideIcon } from './lucide-icon';",
    '',
    "export type { LucideIcon } from './lucide-icon';",
    '',
    ...lines,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcDir = fileURLToPath(new URL('../src', import.meta.url));
  const target = path.join(srcDir, 'components/ui/icons.ts');
  writeFileSync(target, render(importedIcons(srcDir)));
  execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
}

import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconNode = [tag: string, attributes: Record<string, string>][];

export type LucideIcon = (props: SVGProps<SVGSVGElement>) => ReactElement;

/** Whether the caller labelled the icon; otherwise it is decoration, hidden from assistive tech. */
function labelled(props: SVGProps<SVGSVGElement>): boolean {
  return Object.entries(props).some(
    ([key, value]) =>
      (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
  );
}

/**
 * One lucide icon as lucide-react renders it (same <svg> attributes, `lucide lucide-<name>` class,
 * aria-hidden unless labelled); props are passed to the <svg> and win over these defaults. The
 * shapes come from scripts/icons.ts.
 */
export function lucideIcon(name: string, nodes: IconNode): LucideIcon {
  const iconClass = `lucide lucide-${name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module scope
  const Icon = ({ className, ...props }: SVGProps<SVGSVGElement>) => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled by the caller's aria props, else aria-hidden
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${iconClass} ${className}` : iconClass}
      aria-hidden={labelled(props) ? undefined : 'true'}
      {...props}
    >
      {nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
  return Icon;
}

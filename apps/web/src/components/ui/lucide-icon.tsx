import type { ComponentType, SVGProps } from 'react';

/** What an icon of `~icons/lucide/<name>` is (and what props like a section's icon hold). */
export type LucideIcon = ComponentType<SVGProps<SVGSVGElement>>;

/** Whether the caller labelled the icon; otherwise it is decoration, hidden from assistive tech. */
function labelled(props: SVGProps<SVGSVGElement>): boolean {
  return Object.entries(props).some(
    ([key, value]) =>
      (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
  );
}

/**
 * One lucide icon as lucide-react renders it (same <svg> attributes, `lucide lucide-<name>` class,
 * aria-hidden unless labelled); props are passed to the <svg> and win over these defaults.
 * `~icons/lucide/<name>` modules call it: unplugin-icons reads the icon from @iconify-json/lucide
 * when a file imports it, and scripts/lucide-icons.ts hands it the shapes (see that file).
 *
 * @public (imported by the `~icons/lucide/<name>` modules unplugin-icons writes, which knip does not see)
 */
export function lucideIcon(name: string, shapes: string): LucideIcon {
  const iconClass = `lucide lucide-${name}`;
  const markup = { __html: shapes };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon module
  const Icon = ({ className, ...props }: SVGProps<SVGSVGElement>) => (
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
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shapes of an icon of @iconify-json/lucide, built in
      dangerouslySetInnerHTML={markup}
    />
  );
  return Icon;
}

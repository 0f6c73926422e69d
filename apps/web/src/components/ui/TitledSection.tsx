import type { ReactNode } from 'react';

/**
 * A section named by its heading (`aria-labelledby`): the heading (`level`, `id`, `title`) first,
 * then the content. `className` is the section's look; the heading's is the detail panes'
 * "font-semibold text-ink-950" unless `titleClassName` says otherwise.
 */
export function TitledSection({
  id,
  title,
  level,
  className,
  titleClassName = 'font-semibold text-ink-950',
  children,
}: {
  id: string;
  title: ReactNode;
  level: 'h2' | 'h3';
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = level;
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

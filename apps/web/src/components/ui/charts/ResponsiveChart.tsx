import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useElementWidth } from './use-element-width';

export interface ResponsiveChartProps extends Omit<ComponentProps<'div'>, 'children'> {
  height: number;
  /** Draws the chart at the measured width (nothing until the box has one). */
  children: (width: number) => ReactNode;
}

/** A box as wide as its container and `height` tall, in which a chart draws at the box's width. */
export function ResponsiveChart({
  height,
  className,
  style,
  children,
  ...props
}: ResponsiveChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} className={cn('relative', className)} style={{ ...style, height }} {...props}>
      {width > 0 ? children(width) : null}
    </div>
  );
}

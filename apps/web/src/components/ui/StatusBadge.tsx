import { Badge, type BadgeTone } from './Badge';

export interface StatusBadgeProps<S extends string> {
  status: S;
  /** The domain's tone for each of its statuses; one not listed shows neutral. */
  tones: Readonly<Record<S, BadgeTone>>;
  /** The status in words, translated by the caller (each domain has its own namespace). */
  label: string;
}

/** A record's status as a badge: the one shape every list and dialog uses. */
export function StatusBadge<S extends string>({ status, tones, label }: StatusBadgeProps<S>) {
  return <Badge tone={tones[status] ?? 'neutral'}>{label}</Badge>;
}

import type { LucideIcon } from '@/components/ui/lucide-icon';
import ClipboardList from '~icons/lucide/clipboard-list';
import CreditCard from '~icons/lucide/credit-card';
import LayoutDashboard from '~icons/lucide/layout-dashboard';
import MapPinned from '~icons/lucide/map-pinned';
import Megaphone from '~icons/lucide/megaphone';
import MessageSquareWarning from '~icons/lucide/message-square-warning';
import UserRound from '~icons/lucide/user-round';

/** Sidebar sections in their fixed order; Profile is the default. */
export const SECTIONS = [
  'dashboard',
  'profile',
  'payment',
  'reclamation',
  'reviews',
  'spaces',
  'ads',
] as const;
export type Section = (typeof SECTIONS)[number];
export const DEFAULT_SECTION: Section = 'profile';

export const SECTION_ICONS: Record<Section, LucideIcon> = {
  dashboard: LayoutDashboard,
  profile: UserRound,
  payment: CreditCard,
  reclamation: MessageSquareWarning,
  reviews: ClipboardList,
  spaces: MapPinned,
  ads: Megaphone,
};

/** Sections whose rows the header search filters. */
export const SEARCHABLE: ReadonlySet<Section> = new Set([
  'profile',
  'reclamation',
  'reviews',
  'spaces',
  'ads',
]);

export function isSection(value: string | null): value is Section {
  return value !== null && (SECTIONS as readonly string[]).includes(value);
}

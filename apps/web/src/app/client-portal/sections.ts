import {
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  MapPinned,
  Megaphone,
  MessageSquareWarning,
  UserRound,
} from '@/components/ui/icons';

/** Sidebar sections in the spec's order; Profile is the default. */
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

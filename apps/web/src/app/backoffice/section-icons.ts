import {
  Archive,
  BatteryCharging,
  Bot,
  FileText,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Megaphone,
  MessageSquareText,
  MessageSquareWarning,
  Trash2,
  Users,
  Vault,
  Wrench,
} from '@/components/ui/icons';
import type { BackofficeSectionId } from './sections';

/** The sidebar icon of each back-office section. */
export const SECTION_ICONS: Record<BackofficeSectionId, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  demandes: FileText,
  espaces: MapPin,
  stations: BatteryCharging,
  casiers: Vault,
  reclamations: MessageSquareWarning,
  publicites: Megaphone,
  commentaires: MessageSquareText,
  archive: Archive,
  corbeille: Trash2,
  chatbot: Bot,
  site: Globe,
  interventions: Wrench,
};

import type { LucideIcon } from '@/components/ui/lucide-icon';
import Archive from '~icons/lucide/archive';
import BatteryCharging from '~icons/lucide/battery-charging';
import Bot from '~icons/lucide/bot';
import CreditCard from '~icons/lucide/credit-card';
import FileText from '~icons/lucide/file-text';
import Globe from '~icons/lucide/globe';
import LayoutDashboard from '~icons/lucide/layout-dashboard';
import MapPin from '~icons/lucide/map-pin';
import Megaphone from '~icons/lucide/megaphone';
import MessageSquareText from '~icons/lucide/message-square-text';
import MessageSquareWarning from '~icons/lucide/message-square-warning';
import MonitorPlay from '~icons/lucide/monitor-play';
import Radio from '~icons/lucide/radio';
import Trash2 from '~icons/lucide/trash-2';
import Users from '~icons/lucide/users';
import Vault from '~icons/lucide/vault';
import Wrench from '~icons/lucide/wrench';
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
  flotte: Radio,
  site: Globe,
  facturation: CreditCard,
  ecrans: MonitorPlay,
  interventions: Wrench,
};

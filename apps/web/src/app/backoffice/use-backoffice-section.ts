import type { StaffRole } from '@app/contracts/admins';
import { useSearchParams } from 'react-router';
import { type BackofficeSectionId, sectionsFor } from './sections';

export const DEFAULT_SECTION: BackofficeSectionId = 'dashboard';
/** `/adminn?section=espaces`: the section lives in the URL so reload, back and links keep it. */
export const SECTION_PARAM = 'section';

/** Where a role lands: the dashboard for admins, the work orders for technicians. */
const defaultSectionFor = (role: StaffRole): BackofficeSectionId =>
  sectionsFor(role)[0] ?? DEFAULT_SECTION;

/**
 * The section shown in the back-office, read from the URL. Switching section is following a link
 * to the same route with another `?section=` (in place, no reload, one history entry each, so the
 * browser's back button returns to the previous section). An unknown value, or a section the role
 * does not see, shows the role's first section.
 */
export function useBackofficeSection(role: StaffRole = 'admin'): BackofficeSectionId {
  const [params] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const allowed = sectionsFor(role) as readonly string[];
  return requested !== null && allowed.includes(requested)
    ? (requested as BackofficeSectionId)
    : defaultSectionFor(role);
}

import { useSearchParams } from 'react-router';
import { BACKOFFICE_SECTIONS, type BackofficeSectionId } from './sections';

export const DEFAULT_SECTION: BackofficeSectionId = 'dashboard';
/** `/adminn?section=espaces`: the section lives in the URL so reload, back and links keep it. */
export const SECTION_PARAM = 'section';

function isBackofficeSection(value: string | null): value is BackofficeSectionId {
  return value !== null && (BACKOFFICE_SECTIONS as readonly string[]).includes(value);
}

/**
 * The section shown in the back-office, read from the URL. Switching section is following a link
 * to the same route with another `?section=` (in place, no reload, one history entry each, so the
 * browser's back button returns to the previous section). An unknown value shows the dashboard.
 */
export function useBackofficeSection(): BackofficeSectionId {
  const [params] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  return isBackofficeSection(requested) ? requested : DEFAULT_SECTION;
}

import { StandalonePage } from '@/components/StandalonePage';
import EspacesSection from './EspacesSection';

/** Route `EspacePublic`: the public spaces list on a page of its own. */
export function EspacesPage() {
  return (
    <StandalonePage>
      <EspacesSection headingLevel="h1" />
    </StandalonePage>
  );
}

import { StandalonePage } from '@/components/StandalonePage';
import StationsSection from './StationsSection';

/** Route `GestionStation`: the stations list on a page of its own. */
export function StationsPage() {
  return (
    <StandalonePage>
      <StationsSection headingLevel="h1" />
    </StandalonePage>
  );
}

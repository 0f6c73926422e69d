import { StandalonePage } from '../components/lists/StandalonePage';
import StationsSection from '../sections/StationsSection';

/** Route `GestionStation`: the stations list on a page of its own. */
export function StationsPage() {
  return (
    <StandalonePage>
      <StationsSection headingLevel="h1" />
    </StandalonePage>
  );
}

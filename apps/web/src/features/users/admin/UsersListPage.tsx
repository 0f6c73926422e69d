import { StandalonePage } from '@/components/StandalonePage';
import UsersSection from './UsersSection';

/** Route `Adminuserslist`: the users list on a page of its own. */
export function UsersListPage() {
  return (
    <StandalonePage>
      <UsersSection headingLevel="h1" />
    </StandalonePage>
  );
}

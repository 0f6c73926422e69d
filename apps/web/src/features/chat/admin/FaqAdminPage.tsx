import { StandalonePage } from '../../backoffice/components/lists/StandalonePage';
import FaqSection from '../sections/FaqSection';

/** Route `chatbot`: the chatbot FAQ screen on a page of its own (also a back-office section). */
export function FaqAdminPage() {
  return (
    <StandalonePage>
      <FaqSection headingLevel="h1" />
    </StandalonePage>
  );
}

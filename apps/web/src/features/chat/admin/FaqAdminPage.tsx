import { StandalonePage } from '@/components/StandalonePage';
import FaqSection from './FaqSection';

/** Route `chatbot`: the chatbot FAQ screen on a page of its own (also a back-office section). */
export function FaqAdminPage() {
  return (
    <StandalonePage>
      <FaqSection headingLevel="h1" />
    </StandalonePage>
  );
}

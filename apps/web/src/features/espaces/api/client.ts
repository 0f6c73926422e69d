import type { ClientEspace, ClientEspaceInput } from '@app/contracts/portal';
import { usePortalCreate } from '@/lib/portal-api';

/** The signed-in client's spaces; their list is `useEspaces` in lib (the station form offers them). */
export const useAddEspace = () => usePortalCreate<ClientEspaceInput, ClientEspace>('/api/espaces');

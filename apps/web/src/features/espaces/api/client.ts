import {
  type ClientEspace,
  type ClientEspaceInput,
  clientEspaceSchema,
} from '@app/contracts/portal';
import { portalKeys, usePortalCreate, usePortalList } from '@/features/auth/api/portal';

const espaceKeys = (page: number, q: string, limit: number) =>
  [...portalKeys.all, 'espaces', page, q, limit] as const;

/** The client's own spaces: their list, and the choices of the add-station form. */
export const useEspaces = (page: number, limit: number, q: string) =>
  usePortalList(espaceKeys(page, q, limit), '/api/espaces', clientEspaceSchema, page, limit, q);

export const useAddEspace = () =>
  usePortalCreate<ClientEspaceInput, ClientEspace>('/api/espaces', clientEspaceSchema);

import type { AdminEspace } from '@app/contracts/places';

/** A public space as the back-office lists return it. */
export const ESPACE_ROW: AdminEspace = {
  id: 4,
  nom: 'Café des Palmiers',
  gouvernorat: 'Sfax',
  ville: 'Sfax',
  activite: 'Café',
  clientId: null,
  client: null,
  stationCount: 0,
};

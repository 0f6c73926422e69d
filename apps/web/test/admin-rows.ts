import type { AdminEspace } from '@app/contracts/places';
import type { AdminStationRow } from '@app/contracts/telemetry';
import type { AdminUser } from '@app/contracts/users';

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

/** A client as the back-office users list returns it. */
export const USER_ROW: AdminUser = {
  id: 3,
  fullName: 'Amel Ben Salah',
  email: 'amel@palmiers.tn',
  phone: '22123456',
  phone2: null,
  companyName: 'Café des Palmiers',
  job: 'Gérante',
  governorate: 'Sfax',
  city: 'Sfax',
  role: 'client',
  status: 'active',
  createdAt: '2025-01-10T09:00:00.000Z',
  archivedAt: null,
  deletedAt: null,
};

/** A station as the back-office stations list returns it (with its live state). */
export const STATION_ROW: AdminStationRow = {
  id: 11,
  reference: 'NB-0011',
  espaceId: null,
  espacePublic: null,
  secteur: null,
  gouvernorat: null,
  ville: null,
  clientId: null,
  client: null,
  model: 'Nano Box',
  fabrication: null,
  entretien: null,
  finLocation: null,
  status: 'available',
  displayStatus: 'available',
  live: { online: false, status: 'offline', lastSeenAt: null, portsInUse: 0, portsTotal: 1 },
};

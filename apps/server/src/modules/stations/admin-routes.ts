import type { StationDisplayStatus } from '@app/contracts/places';
import { adminStationSchema, stationInputSchema } from '@app/contracts/places';
import { companyToday } from '@app/contracts/sales';
import type { TelemetryStatus } from '@app/contracts/telemetry';
import { adminStationRowSchema } from '@app/contracts/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCrudRoutes } from '../../lib/admin-crud-routes';
import { type CsvColumns, csvDate, csvDateTime, csvLocalized } from '../../lib/csv';
import { liveValidUntil, withLive } from '../telemetry/live';
import {
  createStation,
  deleteStation,
  exportStations,
  listStations,
  updateStation,
} from './service';

type StationRow = Awaited<ReturnType<typeof exportStations>>[number];

const DISPLAY_STATUS: Record<StationDisplayStatus, { fr: string; en: string }> = {
  rented: { fr: 'Loué', en: 'Rented' },
  rental_ended: { fr: 'Location terminée', en: 'Rental ended' },
  available: { fr: 'Disponible', en: 'Available' },
  maintenance: { fr: 'En maintenance', en: 'Under maintenance' },
  out_of_service: { fr: 'Hors service', en: 'Out of service' },
};

const LIVE_STATUS: Record<TelemetryStatus, { fr: string; en: string }> = {
  available: { fr: 'Disponible', en: 'Available' },
  charging: { fr: 'En charge', en: 'Charging' },
  fault: { fr: 'En panne', en: 'Fault' },
  offline: { fr: 'Hors ligne', en: 'Offline' },
};

/**
 * The export's columns: the list's (their fixed titles) then the live state from
 * the station's reports (issue 18); an empty "last seen" means it never reported.
 */
const stationColumns: CsvColumns<StationRow> = [
  { title: { fr: 'ID', en: 'ID' }, value: (s) => s.id },
  { title: { fr: 'Reference', en: 'Reference' }, value: (s) => s.reference },
  { title: { fr: 'Espace Public', en: 'Public space' }, value: (s) => s.espacePublic },
  { title: { fr: 'Secteur', en: 'Sector' }, value: (s) => s.secteur },
  { title: { fr: 'Gouvernorat', en: 'Governorate' }, value: (s) => s.gouvernorat },
  { title: { fr: 'Ville', en: 'City' }, value: (s) => s.ville },
  { title: { fr: 'Client', en: 'Client' }, value: (s) => s.client },
  { title: { fr: 'Model', en: 'Model' }, value: (s) => s.model },
  { title: { fr: 'Date fabrication', en: 'Manufactured' }, value: (s) => csvDate(s.fabrication) },
  { title: { fr: 'Entretien', en: 'Maintenance' }, value: (s) => csvDate(s.entretien) },
  { title: { fr: 'Fin location', en: 'Rental ends' }, value: (s) => csvDate(s.finLocation) },
  {
    title: { fr: 'Status', en: 'Status' },
    value: (s) => csvLocalized(DISPLAY_STATUS[s.displayStatus]),
  },
  { title: { fr: 'En ligne', en: 'Online' }, value: (s) => s.live.online },
  {
    title: { fr: 'État en direct', en: 'Live state' },
    value: (s) => csvLocalized(LIVE_STATUS[s.live.status]),
  },
  {
    title: { fr: 'Vue pour la dernière fois', en: 'Last seen' },
    value: (s) => csvDateTime(s.live.lastSeenAt),
  },
];

/** Staff management of every station (back-office 'Stations', route GestionStation). Admin only. */
const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const offlineAfterS = app.config.stationOfflineAfterS;
  adminCrudRoutes(app, {
    path: '/api/admin/stations',
    tags: ['stations'],
    summaries: {
      list: 'Stations, paged and searched (reference, space, city, governorate, model, client)',
      export: 'CSV export of the stations matching the search, with their live state',
      create: "Add a station ('Add Stations') in a public space, optionally rented to a client",
      update: 'Edit a station',
      delete: 'Delete a station',
    },
    listItem: adminStationRowSchema,
    input: stationInputSchema,
    record: adminStationSchema,
    list: async (query) => {
      const { items, total } = await listStations(app.db, query);
      const live = await withLive(app.db, items, offlineAfterS);
      return { items: live, total, validUntil: liveValidUntil(live, offlineAfterS) };
    },
    reads: ['stations', 'espaces', 'clients', 'station_live'],
    // A rental shows as ended from the day after its end (stationDisplayStatus).
    varies: companyToday,
    csv: {
      filename: 'stations',
      columns: stationColumns,
      rows: (q, max) => exportStations(app.db, q, max, offlineAfterS),
    },
    create: (input) => createStation(app.db, input),
    update: (id, input) => updateStation(app.db, id, input),
    remove: (adminId, id) => deleteStation(app.db, adminId, id),
  });
};

export default stationsRoutes;

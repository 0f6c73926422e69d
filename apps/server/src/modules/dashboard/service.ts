import { type AdminStats, MAP_ESPACES_LIMIT } from '@app/contracts/dashboard';
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clients,
  demandes,
  espaces,
  reclamations,
  reclamationsQr,
  stations,
} from '../../db/schema';
import { espaceStationCount } from '../espaces/service';

/** Headline figures, charts and map points of the back-office dashboard, all from live data. */

const countAll = sql<number>`count(*)::int`;

async function count(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

export async function adminStats(db: Db): Promise<AdminStats> {
  const [
    clientCount,
    espaceCount,
    stationCount,
    openClientComplaints,
    openQrComplaints,
    pendingQuotes,
    espacesParGouvernorat,
    stationsParGouvernorat,
    mapEspaces,
  ] = await Promise.all([
    count(db.select({ n: countAll }).from(clients).where(eq(clients.status, 'active'))),
    count(db.select({ n: countAll }).from(espaces)),
    count(db.select({ n: countAll }).from(stations)),
    count(db.select({ n: countAll }).from(reclamations).where(ne(reclamations.status, 'Answered'))),
    count(
      db.select({ n: countAll }).from(reclamationsQr).where(ne(reclamationsQr.statut, 'resolved')),
    ),
    count(db.select({ n: countAll }).from(demandes).where(eq(demandes.statut, 'pending'))),
    db
      .select({ gouvernorat: espaces.gouvernorat, count: countAll })
      .from(espaces)
      .groupBy(espaces.gouvernorat)
      .orderBy(desc(countAll), espaces.gouvernorat),
    db
      .select({ gouvernorat: espaces.gouvernorat, count: countAll })
      .from(stations)
      .innerJoin(espaces, eq(espaces.id, stations.espaceId))
      .groupBy(espaces.gouvernorat)
      .orderBy(desc(countAll), espaces.gouvernorat),
    db
      .select({
        id: espaces.id,
        nom: espaces.nom,
        ville: espaces.ville,
        gouvernorat: espaces.gouvernorat,
        stationCount: espaceStationCount,
      })
      .from(espaces)
      .orderBy(desc(espaces.id))
      .limit(MAP_ESPACES_LIMIT),
  ]);
  return {
    counts: {
      clients: clientCount,
      espaces: espaceCount,
      stations: stationCount,
      openComplaints: openClientComplaints + openQrComplaints,
      pendingQuotes,
    },
    espacesParGouvernorat,
    stationsParGouvernorat,
    espaces: mapEspaces,
  };
}

import type { ListQuery } from '@app/contracts';
import type { ClientStation, clientStationInputSchema } from '@app/contracts/portal';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { espaces, stations } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';
import { insertStation } from './service';

/** The signed-in client's own stations: every query is scoped by the caller's id, which always comes from the token. */

const iso = (value: Date) => value.toISOString();

export async function listStations(db: Db, clientId: number, query: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(stations.clientId, clientId)];
  filters.push(
    anyColumnContains(query.q, [
      stations.reference,
      stations.adresse,
      espaces.nom,
      stations.espaceNom,
    ]),
  );
  const where = and(...filters);
  const { rows, total } = await pageAndCount(
    query,
    db
      .select({
        id: stations.id,
        reference: stations.reference,
        // A typed place that matched none of the caller's spaces is shown as typed.
        espace: sql<string | null>`coalesce(${espaces.nom}, ${stations.espaceNom})`,
        espace_id: stations.espaceId,
        adresse: stations.adresse,
        date_installation: stations.dateInstallation,
        created_at: stations.createdAt,
      })
      .from(stations)
      .leftJoin(espaces, eq(espaces.id, stations.espaceId))
      .where(where)
      .orderBy(desc(stations.createdAt), desc(stations.id)),
    db
      .select({ total: count() })
      .from(stations)
      .leftJoin(espaces, eq(espaces.id, stations.espaceId))
      .where(where),
  );
  const items: ClientStation[] = rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
  return { items, total };
}

/**
 * How a typed space name is compared: accents folded, lower-case, spaces collapsed. The same
 * folding runs in SQL (translate works whatever the database's collation, unlike unaccent).
 */
const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸŒÆ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyoaAAAAAACEEEEIIIINOOOOOUUUUYYOA';
const PLAIN_OF = new Map([...ACCENTED].map((char, i) => [char, PLAIN[i]!]));
const foldName = (value: string) =>
  [...value]
    .map((char) => PLAIN_OF.get(char) ?? char)
    .join('')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
const foldedNom = sql`regexp_replace(trim(lower(translate(${espaces.nom}, ${ACCENTED}, ${PLAIN}))), ${'\\s+'}, ' ', 'g')`;

/** The caller's own space with this id, if there is one. */
async function ownEspace(db: Db, clientId: number, id: number) {
  if (id > 2_147_483_647) return undefined;
  const [own] = await db
    .select({ id: espaces.id, nom: espaces.nom })
    .from(espaces)
    .where(and(eq(espaces.id, id), eq(espaces.clientId, clientId)));
  return own;
}

/**
 * The station's space: a number must be one of the caller's space ids; typed text links the
 * caller's space of that id (a form sends ids as digits) or of that name (case- and
 * accent-insensitive), else the text is kept as the station's place — digits that are none of the
 * caller's ids are a place name like any other.
 */
async function resolveEspace(db: Db, clientId: number, espace: number | string) {
  if (typeof espace === 'number') {
    const own = await ownEspace(db, clientId, espace);
    if (!own) {
      throw badRequest('portal.station.espaceNotYours', {
        espace: 'portal.station.espaceNotYours',
      });
    }
    return { espaceId: own.id, espaceNom: null, shown: own.nom };
  }
  const byId = /^\d{1,10}$/.test(espace)
    ? await ownEspace(db, clientId, Number(espace))
    : undefined;
  if (byId) return { espaceId: byId.id, espaceNom: null, shown: byId.nom };
  const [named] = await db
    .select({ id: espaces.id, nom: espaces.nom })
    .from(espaces)
    .where(and(eq(espaces.clientId, clientId), sql`${foldedNom} = ${foldName(espace)}`))
    .orderBy(espaces.id)
    .limit(1);
  if (named) return { espaceId: named.id, espaceNom: null, shown: named.nom };
  return { espaceId: null, espaceNom: espace, shown: espace };
}

export async function createStation(
  db: Db,
  clientId: number,
  input: z.output<typeof clientStationInputSchema>,
): Promise<ClientStation> {
  const place = await resolveEspace(db, clientId, input.espace);
  const row = await insertStation(
    db,
    {
      reference: input.reference,
      espaceId: place.espaceId,
      espaceNom: place.espaceNom,
      clientId,
      adresse: input.adresse,
      dateInstallation: input.date_installation,
      status: 'rented',
    },
    'portal.station.referenceTaken',
  );
  return {
    id: row.id,
    reference: row.reference,
    espace: place.shown,
    espace_id: place.espaceId,
    adresse: row.adresse,
    date_installation: row.dateInstallation,
    created_at: iso(row.createdAt),
  };
}

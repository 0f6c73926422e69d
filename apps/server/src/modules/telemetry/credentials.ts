import { randomBytes } from 'node:crypto';
import type { StationCredentials } from '@app/contracts/telemetry';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationCredentials, stations } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';

/** MQTT credentials of a station: username = its reference, one random password at a time. */

// A reference becomes the MQTT username and a topic level: no wildcard, separator or blank.
const MQTT_SAFE_REFERENCE = /^[^\p{C}\s/+#]{1,60}$/u;

export async function issueCredentials(
  db: Db,
  stationId: number,
  mqttUrl: string,
): Promise<StationCredentials> {
  const [station] = await db
    .select({ id: stations.id, reference: stations.reference })
    .from(stations)
    .where(eq(stations.id, stationId));
  if (!station) throw notFound();
  if (!MQTT_SAFE_REFERENCE.test(station.reference)) {
    throw badRequest('telemetry.referenceNotMqtt', { reference: 'telemetry.referenceNotMqtt' });
  }
  // 192 random bits: never guessable, and short enough to type into a device's setup page.
  const password = randomBytes(24).toString('base64url');
  const passwordHash = await hashPassword(password);
  // The upsert replaces the previous hash: the old password stops working at the next CONNECT.
  await db
    .insert(stationCredentials)
    .values({ stationId, passwordHash, issuedAt: new Date() })
    .onConflictDoUpdate({
      target: stationCredentials.stationId,
      set: { passwordHash, issuedAt: new Date() },
    });
  return { username: station.reference, password, mqttUrl };
}

/** The station a CONNECT authenticates as, or null. One argon2 verification per CONNECT. */
export async function authenticateStation(
  db: Db,
  username: string,
  password: string,
): Promise<{ id: number; reference: string } | null> {
  if (!MQTT_SAFE_REFERENCE.test(username) || password.length === 0 || password.length > 200) {
    return null;
  }
  const [row] = await db
    .select({
      id: stations.id,
      reference: stations.reference,
      passwordHash: stationCredentials.passwordHash,
    })
    .from(stations)
    .innerJoin(stationCredentials, eq(stationCredentials.stationId, stations.id))
    .where(eq(stations.reference, username));
  // verifyPassword hashes a dummy when the station is unknown, so timing does not reveal it.
  const ok = await verifyPassword(row?.passwordHash, password);
  return ok && row ? { id: row.id, reference: row.reference } : null;
}

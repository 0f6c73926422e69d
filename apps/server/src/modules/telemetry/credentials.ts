import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StationCredentials } from '@app/contracts/telemetry';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationCredentials, stations } from '../../db/schema';
import { badRequest, firstOrNotFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { perTurn } from '../../lib/turn-batch';

/**
 * MQTT credentials of a station: username = its reference, one random password at a time.
 *
 * The password is 192 random bits, so it needs no slow password hash (argon2id is for people's
 * passwords, which can be guessed): it is stored as HMAC-SHA-256 under the server's station key
 * (`STATION_SECRET_KEY` or DATA_DIR/secrets/station-key), which costs a microsecond per CONNECT
 * instead of ~50 ms, so 10,000 stations reconnect in seconds (issue 35). A database leak without
 * the key gives nothing to test guesses against. Credentials issued before this change hold an
 * argon2id hash: it is verified once, then replaced by the HMAC form on that successful CONNECT.
 */

const HMAC_PREFIX = 'hmac-sha256$';

/** The stored form of a station password. */
const stationSecretHash = (key: string, password: string) =>
  HMAC_PREFIX + createHmac('sha256', key).update(password, 'utf8').digest('base64url');

function hmacMatches(key: string, stored: string, password: string) {
  const expected = Buffer.from(stored, 'utf8');
  const actual = Buffer.from(stationSecretHash(key, password), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// A reference becomes the MQTT username and a topic level: no wildcard, separator or blank.
const MQTT_SAFE_REFERENCE = /^[^\p{C}\s/+#]{1,60}$/u;

/**
 * A station's id and reference, when the reference can stand as its MQTT username and topic level:
 * 404 without the station, else 400 'telemetry.referenceNotMqtt' (with `fieldErrors` when given).
 */
export async function mqttStation(
  db: Db,
  stationId: number,
  fieldErrors?: Record<string, string>,
): Promise<{ id: number; reference: string }> {
  const station = await firstOrNotFound(
    db
      .select({ id: stations.id, reference: stations.reference })
      .from(stations)
      .where(eq(stations.id, stationId)),
  );
  if (!MQTT_SAFE_REFERENCE.test(station.reference)) {
    throw badRequest('telemetry.referenceNotMqtt', fieldErrors);
  }
  return station;
}

/**
 * New credentials for a station. `store` is how the password is kept: 'hmac' for the embedded
 * broker, which checks it itself; 'argon2id' when an external broker (MQTT_URL) checks passwords
 * from the database through a plugin that knows argon2id but not the platform's key
 * (docs/operations.md, Mosquitto).
 */
export async function issueCredentials(
  db: Db,
  key: string,
  stationId: number,
  mqttUrl: string,
  store: 'hmac' | 'argon2id' = 'hmac',
): Promise<StationCredentials> {
  const station = await mqttStation(db, stationId, { reference: 'telemetry.referenceNotMqtt' });
  // 192 random bits: never guessable, and short enough to type into a device's setup page.
  const password = randomBytes(24).toString('base64url');
  const passwordHash =
    store === 'hmac' ? stationSecretHash(key, password) : await hashPassword(password);
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

interface CredentialRow {
  id: number;
  reference: string;
  passwordHash: string;
}

/**
 * The CONNECT check of the embedded broker: `(username, password)` → the station, or null. One
 * HMAC per CONNECT (an unknown station costs the same), or one argon2id verification for a legacy
 * hash, upgraded on success. The lookups of CONNECTs that arrive together (a reconnect storm) are
 * read in one query per event-loop turn, up to 500 stations each, instead of one query apiece.
 */
export function stationAuthenticator(db: Db, key: string) {
  const row = perTurn(
    async (usernames: string[]): Promise<(CredentialRow | undefined)[]> => {
      const rows = await db
        .select({
          id: stations.id,
          reference: stations.reference,
          passwordHash: stationCredentials.passwordHash,
        })
        .from(stations)
        .innerJoin(stationCredentials, eq(stationCredentials.stationId, stations.id))
        .where(inArray(stations.reference, [...new Set(usernames)]));
      const byReference = new Map(rows.map((found) => [found.reference, found]));
      return usernames.map((username) => byReference.get(username));
    },
    { max: 500 },
  );

  return async (
    username: string,
    password: string,
  ): Promise<{ id: number; reference: string } | null> => {
    if (!MQTT_SAFE_REFERENCE.test(username) || password.length === 0 || password.length > 200) {
      return null;
    }
    const found = await row(username);
    if (!found || found.passwordHash.startsWith(HMAC_PREFIX)) {
      // An unknown station is checked against a dummy, so timing does not reveal which exist.
      const stored = found?.passwordHash ?? `${HMAC_PREFIX}${'A'.repeat(43)}`;
      const ok = hmacMatches(key, stored, password);
      return ok && found ? { id: found.id, reference: found.reference } : null;
    }
    if (!(await verifyPassword(found.passwordHash, password))) return null;
    // Upgrade once, only if the hash is still the one verified (a new password may have been issued).
    await db
      .update(stationCredentials)
      .set({ passwordHash: stationSecretHash(key, password) })
      .where(
        and(
          eq(stationCredentials.stationId, found.id),
          eq(stationCredentials.passwordHash, found.passwordHash),
        ),
      );
    return { id: found.id, reference: found.reference };
  };
}

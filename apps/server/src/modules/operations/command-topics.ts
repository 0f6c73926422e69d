import { acksTopic, commandsTopic, referenceOfCommandsTopic } from '@app/contracts/operations';

/**
 * The embedded broker's topic rules for remote commands (issue 32), kept apart from its CONNECT
 * and telemetry rules (telemetry/broker.ts calls these): a station subscribes to its own commands
 * topic only, publishes acknowledgements on its own acks topic only, and is forwarded a command
 * only when it is its station's and has not expired.
 */

/** What the MQTT side hands the operations module. */
export interface CommandLinkHooks {
  /** A message a station published on its own acks topic. */
  onAck(reference: string, payload: Buffer): void;
}

export const isOwnAcksTopic = (reference: string, topic: string) => topic === acksTopic(reference);

interface Subscription {
  topic: string;
  qos: 0 | 1 | 2;
}

/** The granted subscription (QoS 1 at most), or null to refuse it. */
export function commandsSubscription<S extends Subscription>(
  reference: string | undefined,
  subscription: S,
): S | null {
  if (!reference || subscription.topic !== commandsTopic(reference)) return null;
  return subscription.qos > 1 ? { ...subscription, qos: 1 } : subscription;
}

/** When a command payload says it expires; NaN when it does not say. */
function expiryOf(payload: unknown): number {
  try {
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload);
    const { expiresAt } = JSON.parse(text) as { expiresAt?: unknown };
    if (typeof expiresAt === 'string') return Date.parse(expiresAt);
  } catch {
    // Not JSON: it does not say.
  }
  return Number.NaN;
}

/**
 * aedes' authorizeForward: a packet on a commands topic goes to that station's sessions only, and
 * not once expired (aedes keeps QoS 1 messages for offline persistent sessions and delivers them at
 * reconnection through this same check). Other topics pass unchanged.
 */
export function commandsForward<P extends { topic: string; payload: unknown }>(
  reference: string | undefined,
  packet: P,
  now = Date.now(),
): P | null {
  const target = referenceOfCommandsTopic(packet.topic);
  if (target === null) return packet;
  if (target !== reference) return null;
  const expiresAt = expiryOf(packet.payload);
  return Number.isFinite(expiresAt) && expiresAt > now ? packet : null;
}

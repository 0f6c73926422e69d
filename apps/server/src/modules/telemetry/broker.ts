import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { commandsTopic, referenceOfAcksTopic } from '@app/contracts/operations';
import { referenceOfTopic } from '@app/contracts/telemetry';
import proxyAddress from '@fastify/proxy-addr';
import { Aedes, type Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Db } from '../../db/client';
import { fastifyTrustProxy } from '../../lib/trust-proxy';
import {
  type CommandLinkHooks,
  commandsForward,
  commandsSubscription,
  isOwnAcksTopic,
} from '../operations/command-topics';
import { stationAuthenticator } from './credentials';
import type { Ingestor } from './ingest';
import {
  ConnectThrottle,
  connectCheck,
  type GuardedStream,
  MqttAdmission,
  publishAllowed,
} from './mqtt-guard';
import { type CommandDelivery, routeByProtocol, serveMqtt5Station } from './mqtt5-station';

/** The MQTT side: the embedded broker (TCP + WebSocket on /mqtt) or an external broker. */

export interface MqttSide {
  /** Stations connected to this instance's embedded broker. */
  connected(): number;
  /** Connections refused by the guard and the throttle (mqtt-guard.ts), since the start. */
  refusals(): Readonly<Record<string, number>>;
  /** Closes the sessions of a station (its password was just replaced). */
  disconnectStation(reference: string): void;
  /**
   * Publishes a command on `stations/<reference>/commands`, QoS 1, expiring after
   * `expirySeconds` (issue 32). Embedded broker: to this instance's sessions of the station.
   */
  publishCommand(reference: string, payload: Buffer, expirySeconds: number): Promise<void>;
  close(): Promise<void>;
}

// The station a connection authenticated as, kept on aedes' client object.
const stationOf = new WeakMap<Client, string>();

const WS_PATH = '/mqtt';
// An error whose returnCode aedes sends in CONNACK: 4 = bad user name or password.
const badCredentials = () =>
  Object.assign(new Error('bad user name or password'), { returnCode: 4 });
// 2 = identifier rejected: the client id is not the station's own (issue 28).
const identifierRejected = () => Object.assign(new Error('identifier rejected'), { returnCode: 2 });

export async function startEmbeddedBroker(
  app: FastifyInstance,
  db: Db,
  ingestor: Ingestor,
  commands: CommandLinkHooks,
): Promise<MqttSide> {
  const broker = await Aedes.createBroker({ drainTimeout: 30_000, maxTopicLevels: 8 });

  const refused = (username: string | undefined, details: Record<string, unknown> = {}) => {
    ingestor.stats.connectionsRefused++;
    app.log.warn({ username, ...details }, 'MQTT CONNECT refused');
  };
  const throttle = new ConnectThrottle();
  const authenticateStation = stationAuthenticator(db, app.config.stationSecretKey);
  const admission = new MqttAdmission(app.config.mqtt.limits, throttle);

  const authenticate = connectCheck(throttle, admission.refused, (username, password) =>
    authenticateStation(username, password).catch((error) => {
      app.log.error({ err: error }, 'MQTT authentication failed');
      return null;
    }),
  );

  // The client id the CONNECT asked for (aedes assigns one before authenticate when it is empty).
  const requestedClientId = new WeakMap<Client, string>();
  broker.preConnect = (client, packet, done) => {
    requestedClientId.set(client, packet.clientId ?? '');
    done(null, true);
  };
  broker.authenticate = (client, username, password, done) => {
    const conn = client.conn as unknown as GuardedStream;
    const clientId = requestedClientId.get(client) ?? client.id;
    void authenticate(conn, username ?? '', password?.toString('utf8') ?? '', clientId).then(
      (login) => {
        if ('refused' in login) {
          refused(username, { clientId: clientId.slice(0, 100), reason: login.refused });
          return done(
            login.refused === 'clientId' ? identifierRejected() : badCredentials(),
            false,
          );
        }
        stationOf.set(client, login.reference);
        done(null, true);
      },
    );
  };

  // MQTT 5 stations, served beside aedes (see mqtt5-station.ts).
  const v5Sessions = new Map<string, Set<() => void>>();
  const v5Deliveries = new Map<string, Set<CommandDelivery>>();
  const serve = (conn: GuardedStream) =>
    routeByProtocol(
      conn,
      (legacy) => broker.handle(legacy as net.Socket),
      (v5) =>
        serveMqtt5Station(v5, {
          authenticate: (username, password, clientId) =>
            authenticate(conn, username, password, clientId),
          accept: (reference, payload) => ingestor.accept(reference, payload),
          acceptAck: (reference, payload) => commands.onAck(reference, payload),
          dropWrongTopic: (reference, topic) =>
            ingestor.drop('wrongTopic', { station: reference, topic: topic.slice(0, 200) }),
          refused: (username, reason) => refused(username, { protocol: 5, reason }),
          register(reference, close, deliver) {
            const sessions = v5Sessions.get(reference) ?? new Set();
            sessions.add(close);
            v5Sessions.set(reference, sessions);
            const deliveries = v5Deliveries.get(reference) ?? new Set();
            deliveries.add(deliver);
            v5Deliveries.set(reference, deliveries);
            return () => {
              sessions.delete(close);
              deliveries.delete(deliver);
              if (sessions.size === 0) v5Sessions.delete(reference);
              if (deliveries.size === 0) v5Deliveries.delete(reference);
            };
          },
        }),
    );
  // Every transport goes through the guard first (mqtt-guard.ts).
  const handle = (raw: Duplex, address: string) => {
    const conn = admission.admit(raw, address);
    if (conn) serve(conn);
  };

  // A station publishes to its own telemetry topic only; anything else is dropped, logged and the
  // connection closed (MQTT 3.1.1 has no way to refuse a single QoS 0 publish).
  broker.authorizePublish = (client, packet, done) => {
    const reference = client ? stationOf.get(client) : undefined;
    if (!publishAllowed(reference, packet.topic)) {
      ingestor.drop('wrongTopic', {
        station: reference ?? null,
        topic: packet.topic.slice(0, 200),
      });
      return done(new Error('not your topic'));
    }
    done(null);
  };
  // A station may read its own commands topic only (operations/command-topics.ts).
  broker.authorizeSubscribe = (client, subscription, done) =>
    done(null, commandsSubscription(client ? stationOf.get(client) : undefined, subscription));
  // A command reaches only its station, and never after it expired (queued sessions included).
  broker.authorizeForward = (client, packet) =>
    commandsForward(client ? stationOf.get(client) : undefined, packet);

  broker.on('publish', (packet, client) => {
    if (!client) return; // the broker's own $SYS heartbeats
    const reference = stationOf.get(client);
    if (reference && referenceOfTopic(packet.topic) === reference) {
      ingestor.accept(reference, packet.payload as Buffer);
    } else if (reference && isOwnAcksTopic(reference, packet.topic)) {
      commands.onAck(reference, packet.payload as Buffer);
    }
  });
  broker.on('clientError', (client, error) => {
    app.log.debug({ clientId: client.id, err: error }, 'MQTT client error');
  });

  // WebSocket transport on the HTTP server, for stations (or gateways) behind HTTP-only networks.
  // maxPayload: ws refuses a larger frame from its header, before buffering it.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: app.config.mqtt.limits.maxPacketBytes + 64,
  });
  // The address a WebSocket comes from, through the same trusted proxies as HTTP (TRUST_PROXY).
  const trusted = app.config.trustProxy === false ? null : fastifyTrustProxy(app.config.trustProxy);
  const clientAddress = (request: IncomingMessage) =>
    trusted
      ? proxyAddress(request, trusted as string[] | ((address: string, hop: number) => boolean))
      : (request.socket.remoteAddress ?? '');
  app.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== WS_PATH) return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      handle(createWebSocketStream(ws), clientAddress(request));
    });
  });

  let tcp: net.Server | undefined;
  const port = app.config.mqtt.port;
  if (port > 0) {
    tcp = net.createServer((socket) => handle(socket, socket.remoteAddress ?? ''));
    await new Promise<void>((resolve) => {
      tcp!.once('error', (error: NodeJS.ErrnoException) => {
        // Another broker (a Mosquitto on 1883) must not stop the platform: WebSocket still works.
        app.log.warn(
          { err: error, port },
          `MQTT port ${port} unavailable (${error.code}); the embedded broker is reachable over ` +
            `WebSocket on ${WS_PATH} only. Set MQTT_PORT to a free port, or MQTT_PORT=0.`,
        );
        tcp = undefined;
        resolve();
      });
      tcp!.listen(port, app.config.host, () => {
        app.log.info({ port }, 'embedded MQTT broker listening');
        resolve();
      });
    });
  }

  return {
    refusals: () => ({ ...admission.refused, pending: admission.pendingCount }),
    connected: () =>
      broker.connectedClients + [...v5Sessions.values()].reduce((sum, set) => sum + set.size, 0),
    async publishCommand(reference, payload, expirySeconds) {
      for (const deliver of v5Deliveries.get(reference) ?? []) deliver(payload, expirySeconds);
      await new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic: commandsTopic(reference),
            payload,
            qos: 1,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      );
    },
    disconnectStation(reference) {
      for (const close of [...(v5Sessions.get(reference) ?? [])]) close();
      for (const client of Object.values(
        (broker as unknown as { clients: Record<string, Client> }).clients,
      )) {
        if (stationOf.get(client) === reference) client.close();
      }
    },
    async close() {
      for (const sessions of v5Sessions.values()) for (const close of [...sessions]) close();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      if (tcp) await new Promise<void>((resolve) => tcp!.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}

type SendPacket = (
  packet: { cmd: string; messageId?: number },
  callback?: () => void,
  ...rest: unknown[]
) => void;

/** Shared subscription: N instances split the stations' messages instead of each getting all. */
const sharedTopic = (group: string) => `$share/${group}/stations/+/telemetry`;
const sharedAcksTopic = (group: string) => `$share/${group}/stations/+/acks`;

export async function connectExternalBroker(
  app: FastifyInstance,
  broker: { url: string; shareGroup: string; clientId?: string },
  ingestor: Ingestor,
  commands: CommandLinkHooks,
): Promise<MqttSide> {
  const { url } = broker;
  // The MQTT client library is needed only with an external broker (issue 19, memory).
  const { default: mqtt } = await import('mqtt');
  // MQTT_CLIENT_ID: a persistent session, so messages this instance received but had not yet
  // written when it died are delivered again when it comes back. Without it, a fresh session.
  const persistent = Boolean(broker.clientId);
  // Messages received and not yet written, by packet id: their PUBACK waits for the write.
  const unwritten = new Map<number, Promise<void>>();
  const client = mqtt.connect(url, {
    clientId:
      broker.clientId ?? `platform-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
    // MQTT 5: mqtt.js lets the application decide acknowledgements (customHandleAcks) only there.
    protocolVersion: 5,
    clean: !persistent,
    // A persistent session outlives the connection for a day (MQTT 5 ends it at once otherwise).
    properties: { sessionExpiryInterval: persistent ? 86_400 : 0 },
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
    customHandleAcks(topic, payload, packet, done) {
      // A station's answer to a remote command (issue 32).
      const acking = referenceOfAcksTopic(topic);
      if (acking) {
        commands.onAck(acking, payload);
        return done(0);
      }
      const reference = referenceOfTopic(topic);
      if (!reference) {
        ingestor.drop('wrongTopic', { topic: topic.slice(0, 200) });
        return done(0);
      }
      const id = packet.messageId!;
      unwritten.set(id, new Promise((resolve) => ingestor.accept(reference, payload, resolve)));
      done(0);
    },
  });
  // A QoS 1 message is acknowledged to the broker once written, not on arrival: an instance killed
  // in between has not acknowledged it, and the broker keeps it (persistent session). The next
  // packet is read at once all the same (the write is batched with the others).
  const sendPacket = (client as unknown as { _sendPacket: SendPacket })._sendPacket.bind(client);
  (client as unknown as { _sendPacket: SendPacket })._sendPacket = (packet, callback, ...rest) => {
    const written = packet.cmd === 'puback' ? unwritten.get(packet.messageId!) : undefined;
    if (!written) return sendPacket(packet, callback, ...rest);
    unwritten.delete(packet.messageId!);
    callback?.();
    void written.then(() => sendPacket(packet, undefined, ...rest));
  };
  client.on('connect', (connack) => {
    app.log.info({ broker: new URL(url).host }, 'connected to the external MQTT broker');
    if (persistent && connack.sessionPresent) return; // the broker kept the subscription
    client.subscribe(sharedTopic(broker.shareGroup), { qos: 1 }, (error) => {
      if (error) app.log.error({ err: error }, 'MQTT shared subscription refused');
    });
    client.subscribe(sharedAcksTopic(broker.shareGroup), { qos: 1 }, (error) => {
      if (error) app.log.error({ err: error }, 'MQTT acks subscription refused');
    });
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'external MQTT broker error'));
  client.on('message', (topic, payload, packet) => {
    // QoS 1 messages went through customHandleAcks; QoS 0 ones come here only.
    if (packet.qos !== 0) return;
    // The broker's ACL guarantees only the station itself could publish on its topic.
    const acking = referenceOfAcksTopic(topic);
    if (acking) return commands.onAck(acking, payload);
    const reference = referenceOfTopic(topic);
    if (!reference) return ingestor.drop('wrongTopic', { topic: topic.slice(0, 200) });
    ingestor.accept(reference, payload);
  });
  return {
    connected: () => 0,
    // The external broker applies its own limits (docs/operations.md).
    refusals: () => ({}),
    // The external broker checks passwords itself (docs/operations.md): a replaced password is
    // refused at the station's next CONNECT there; this instance holds no station session.
    disconnectStation() {},
    async publishCommand(reference, payload, expirySeconds) {
      await client.publishAsync(commandsTopic(reference), payload, {
        qos: 1,
        properties: { messageExpiryInterval: Math.max(1, Math.ceil(expirySeconds)) },
      });
    },
    async close() {
      await client.endAsync();
    },
  };
}

import type { Duplex } from 'node:stream';
import { acksTopic, commandsTopic } from '@app/contracts/operations';
import { telemetryTopic } from '@app/contracts/telemetry';
import mqttPacket, { type IConnectPacket, type Packet } from 'mqtt-packet';
import { DEFAULT_MQTT_LIMITS } from './mqtt-guard';

/**
 * MQTT 5 stations on the embedded broker. aedes speaks MQTT 3.1 and 3.1.1 only and answers a
 * version-5 CONNECT with "unacceptable protocol version", so a connection is routed by the
 * protocol level of its CONNECT: 3 and 4 go to aedes, 5 to this session, which serves exactly what
 * a station needs from the platform — CONNECT with its credentials, PUBLISH to its own telemetry
 * topic at QoS 0 or 1, PINGREQ and DISCONNECT, and for remote commands (issue 32) SUBSCRIBE to its
 * own commands topic and PUBLISH to its own acks topic — and answers everything else with MQTT 5's
 * reason codes. Commands come from the platform only, so nothing is routed between clients.
 */

/** MQTT 5 reason codes used here (MQTT 5.0 §2.4). */
const REASON = {
  success: 0x00,
  noSubscriptionExisted: 0x11,
  protocolError: 0x82,
  clientIdNotValid: 0x85,
  badCredentials: 0x86,
  notAuthorized: 0x87,
  keepAliveTimeout: 0x8d,
  packetTooLarge: 0x95,
  qosNotSupported: 0x9b,
} as const;

/**
 * Largest packet a station may send: a telemetry message is a few hundred bytes. The guard in front
 * (mqtt-guard.ts) already closes a connection declaring more than its limit; this bounds the
 * session on its own too.
 */
export const MQTT5_MAX_PACKET_BYTES = DEFAULT_MQTT_LIMITS.maxPacketBytes;
/** How long a connection may take to send its CONNECT. */
const CONNECT_TIMEOUT_MS = 10_000;

/** What a CONNECT check answers: the station, or why it is refused. */
export type StationLogin =
  | { reference: string }
  | { refused: 'credentials' | 'clientId' | 'throttled' };

export interface Mqtt5StationDeps {
  /** The station these credentials belong to (and whose client id this is), or the refusal. */
  authenticate(username: string, password: string, clientId: string): Promise<StationLogin>;
  /** A message on the station's own topic, handed to ingestion as the 3.1.1 path does. */
  accept(reference: string, payload: Buffer): void;
  /** A publish on a foreign topic: counted and logged, never stored. */
  dropWrongTopic(reference: string, topic: string): void;
  /** A refused CONNECT. */
  refused(username: string, reason: string): void;
  /** A message on the station's own acks topic (issue 32, remote commands). */
  acceptAck?(reference: string, payload: Buffer): void;
  /**
   * Registers an authenticated session; the returned function unregisters it. `deliver` sends the
   * session a command published on its own commands topic, if it subscribed to it.
   */
  register(reference: string, close: () => void, deliver: CommandDelivery): () => void;
  /** How long the CONNECT may take (default 10 s). */
  connectTimeoutMs?: number;
}

/** Sends a command to a session: QoS 1, with an MQTT 5 message expiry. */
export type CommandDelivery = (payload: Buffer, expirySeconds: number) => void;

/**
 * The protocol level of the CONNECT packet at the start of `head`: 3 (MQTT 3.1), 4 (3.1.1) or 5;
 * `undefined` while more bytes are needed, `null` when the bytes are not a CONNECT at all.
 */
export function connectProtocolLevel(head: Buffer): number | null | undefined {
  if (head.length === 0) return undefined;
  if (head[0] !== 0x10) return null;
  // Remaining length: 1 to 4 bytes, 7 bits each, high bit = more.
  let offset = 1;
  for (;;) {
    if (offset >= head.length) return undefined;
    const byte = head[offset++]!;
    if ((byte & 0x80) === 0) break;
    if (offset > 4) return null;
  }
  if (offset + 2 > head.length) return undefined;
  const nameLength = head.readUInt16BE(offset);
  if (nameLength !== 4 && nameLength !== 6) return null;
  const levelAt = offset + 2 + nameLength;
  if (levelAt >= head.length) return undefined;
  return head[levelAt]!;
}

/**
 * Waits for the first bytes of a connection and calls `legacy` (for aedes) or `v5` with the
 * stream: the bytes read are put back, so either side reads the CONNECT from the start.
 */
export function routeByProtocol(
  stream: Duplex,
  legacy: (stream: Duplex) => void,
  v5: (stream: Duplex) => void,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): void {
  let head = Buffer.alloc(0);
  const timer = setTimeout(() => stream.destroy(), connectTimeoutMs);
  const onReadable = () => {
    let chunk: Buffer | null;
    // biome-ignore lint/suspicious/noAssignInExpressions: the stream idiom
    while ((chunk = stream.read() as Buffer | null) !== null) {
      head = Buffer.concat([head, chunk]);
      const level = connectProtocolLevel(head);
      if (level === undefined && head.length < 64) continue;
      stream.off('readable', onReadable);
      stream.off('error', onError);
      clearTimeout(timer);
      stream.unshift(head);
      // Anything but a version-5 CONNECT (garbage included) is aedes' to answer, as before.
      (level === 5 ? v5 : legacy)(stream);
      return;
    }
  };
  const onError = () => {
    clearTimeout(timer);
    stream.destroy();
  };
  stream.on('readable', onReadable);
  stream.on('error', onError);
  stream.once('close', () => clearTimeout(timer));
}

/** Serves one MQTT 5 station connection (see the module comment). */
export function serveMqtt5Station(stream: Duplex, deps: Mqtt5StationDeps): void {
  const parser = mqttPacket.parser({ protocolVersion: 5 });
  let reference: string | null = null;
  let connecting = false;
  let unregister: (() => void) | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  let keepAliveMs = 0;
  let bytesSincePacket = 0;
  // Remote commands (issue 32): a session may subscribe to its own commands topic only.
  let commandsSubscribed = false;
  let nextMessageId = 1;
  // Packets that arrive before the CONNECT's password check has finished wait for it.
  const waiting: Packet[] = [];
  // A connection that started a CONNECT must finish it: a few bytes held open forever would
  // otherwise keep a socket for nothing.
  const connectTimer = setTimeout(() => {
    if (!reference) close();
  }, deps.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);

  const send = (packet: Packet) => {
    if (!stream.destroyed) stream.write(mqttPacket.generate(packet, { protocolVersion: 5 }));
  };
  const close = (reasonCode?: number) => {
    if (reasonCode !== undefined && reference) {
      send({ cmd: 'disconnect', reasonCode } as Packet);
    }
    stream.end();
    stream.destroy();
  };
  const armKeepAlive = () => {
    if (!keepAliveMs) return;
    clearTimeout(keepAlive);
    // MQTT: one and a half keep-alive periods without a packet end the session.
    keepAlive = setTimeout(() => close(REASON.keepAliveTimeout), keepAliveMs * 1.5);
  };

  const onConnect = (packet: IConnectPacket) => {
    connecting = true;
    const username = packet.username ?? '';
    const password = packet.password?.toString('utf8') ?? '';
    deps.authenticate(username, password, packet.clientId ?? '').then(
      (login) => {
        if (stream.destroyed) return;
        if ('refused' in login) {
          deps.refused(username, login.refused);
          const reasonCode =
            login.refused === 'clientId' ? REASON.clientIdNotValid : REASON.badCredentials;
          send({ cmd: 'connack', reasonCode, sessionPresent: false });
          return close();
        }
        const station = login.reference;
        reference = station;
        connecting = false;
        clearTimeout(connectTimer);
        unregister = deps.register(
          station,
          () => close(REASON.notAuthorized),
          (payload, expirySeconds) => {
            if (!commandsSubscribed) return;
            const messageId = nextMessageId;
            nextMessageId = (nextMessageId % 65_535) + 1;
            send({
              cmd: 'publish',
              topic: commandsTopic(station),
              payload,
              qos: 1,
              retain: false,
              dup: false,
              messageId,
              properties: { messageExpiryInterval: Math.max(1, Math.ceil(expirySeconds)) },
            } as Packet);
          },
        );
        keepAliveMs = (packet.keepalive ?? 0) * 1000;
        send({
          cmd: 'connack',
          reasonCode: REASON.success,
          sessionPresent: false,
          properties: {
            maximumQoS: 1,
            retainAvailable: false,
            wildcardSubscriptionAvailable: false,
            sharedSubscriptionAvailable: false,
            subscriptionIdentifiersAvailable: false,
            topicAliasMaximum: 0,
            maximumPacketSize: MQTT5_MAX_PACKET_BYTES,
          },
        } as Packet);
        armKeepAlive();
        for (const queued of waiting.splice(0)) onPacket(queued);
      },
      () => close(),
    );
  };

  const onPublish = (packet: Extract<Packet, { cmd: 'publish' }>) => {
    const station = reference!;
    if (packet.qos === 2) return close(REASON.qosNotSupported);
    const own = packet.topic === telemetryTopic(station);
    const ack = !own && deps.acceptAck !== undefined && packet.topic === acksTopic(station);
    if (own) deps.accept(station, Buffer.from(packet.payload));
    else if (ack) deps.acceptAck?.(station, Buffer.from(packet.payload));
    else deps.dropWrongTopic(station, packet.topic);
    if (packet.qos === 1) {
      send({
        cmd: 'puback',
        messageId: packet.messageId,
        reasonCode: own || ack ? REASON.success : REASON.notAuthorized,
      } as Packet);
    }
  };

  function onPacket(packet: Packet) {
    if (!reference) {
      if (packet.cmd === 'connect' && !connecting) return onConnect(packet);
      if (connecting) return void waiting.push(packet);
      return close(); // anything before CONNECT is a protocol error
    }
    armKeepAlive();
    switch (packet.cmd) {
      case 'publish':
        return onPublish(packet);
      case 'puback':
        return; // a command's delivery acknowledged; its outcome comes on the acks topic
      case 'pingreq':
        return send({ cmd: 'pingresp' });
      case 'subscribe':
        // A station reads its own commands topic (QoS 1 at most) and nothing else.
        return send({
          cmd: 'suback',
          messageId: packet.messageId,
          granted: packet.subscriptions.map((subscription) => {
            if (subscription.topic !== commandsTopic(reference!)) return REASON.notAuthorized;
            commandsSubscribed = true;
            return Math.min(subscription.qos, 1);
          }),
        } as Packet);
      case 'unsubscribe':
        return send({
          cmd: 'unsuback',
          messageId: packet.messageId,
          granted: packet.unsubscriptions.map(() => REASON.noSubscriptionExisted),
        } as Packet);
      case 'disconnect':
        return close();
      default:
        return close(REASON.protocolError);
    }
  }

  parser.on('packet', (packet: Packet) => {
    bytesSincePacket = 0;
    onPacket(packet);
  });
  parser.on('error', () => close(REASON.protocolError));
  stream.on('data', (chunk: Buffer) => {
    bytesSincePacket += chunk.length;
    if (bytesSincePacket > MQTT5_MAX_PACKET_BYTES + 8) return close(REASON.packetTooLarge);
    parser.parse(chunk);
  });
  stream.on('error', () => stream.destroy());
  stream.once('close', () => {
    clearTimeout(connectTimer);
    clearTimeout(keepAlive);
    unregister?.();
  });
}

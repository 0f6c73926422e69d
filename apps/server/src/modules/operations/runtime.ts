import type { StationCommandBody } from '@app/contracts/operations';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  acknowledge,
  failCommand,
  type PreparedCommand,
  storeCommand,
  sweepCommandTimeouts,
} from './commands';
import { mailEscalation } from './escalation-mail';
import { claimOverdue, openForFaultAlert } from './work-orders';

interface Operations {
  /** Stores a command as `sent` and publishes it; `failed` at once when no broker can take it. */
  sendCommand(
    stationId: number,
    body: StationCommandBody,
    sentBy: number,
  ): Promise<{ id: string; status: 'sent' | 'failed' }>;
  /** An acknowledgement a station published on its own acks topic (any MQTT path). */
  acceptAck(reference: string, payload: Buffer): void;
  /** A fault alert just opened (telemetry): opens its work order. */
  faultAlertOpened(alertId: number): void;
  /** Command timeouts and work-order escalations (runs on a timer; tests pass a clock). */
  sweep(now?: Date): Promise<void>;
  /** Resolves when the acknowledgements, work orders and e-mails under way are done. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

/** Where a command is announced to every instance, each publishing it to its embedded broker. */
const COMMANDS_CHANNEL = 'station_commands';
const SWEEP_EVERY_MS = 5_000;

/** Remote commands and work orders: delivery, acknowledgements, timeouts, escalations. */
export default fp(
  async function operationsRuntime(app: FastifyInstance) {
    const { config } = app;
    const timeoutS = config.commandTimeoutS;
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>, what: string) => {
      const running = work
        .catch((error) => app.log.error({ err: error }, `operations: ${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    };

    /** This instance's embedded broker publishes a command announced on the channel. */
    const deliverLocally = async (reference: string, payload: string, expiresAt: number) => {
      const left = (expiresAt - Date.now()) / 1000;
      if (left <= 0) return;
      await app.telemetry.mqtt?.publishCommand(reference, Buffer.from(payload), left);
    };

    async function publish(command: PreparedCommand): Promise<'sent' | 'failed'> {
      const payload = JSON.stringify(command.message);
      if (config.mqtt.url) {
        // One publish to the external broker, which routes it to the station wherever it is.
        const mqtt = app.telemetry.mqtt;
        if (!mqtt) {
          await failCommand(app.db, command.id, 'MQTT broker not connected');
          return 'failed';
        }
        try {
          await mqtt.publishCommand(command.reference, Buffer.from(payload), timeoutS);
          return 'sent';
        } catch (error) {
          app.log.warn({ err: error, command: command.id }, 'command publish failed');
          await failCommand(app.db, command.id, 'MQTT broker refused the command');
          return 'failed';
        }
      }
      if (config.mqtt.port === 0) {
        await failCommand(app.db, command.id, 'No MQTT broker (MQTT_PORT=0, no MQTT_URL)');
        return 'failed';
      }
      // Embedded brokers: the station is connected to one instance, which one is unknown here.
      const announcement = JSON.stringify({
        reference: command.reference,
        payload,
        expiresAt: Date.parse(command.message.expiresAt),
      });
      await app.db.execute(sql`select pg_notify(${COMMANDS_CHANNEL}, ${announcement})`);
      return 'sent';
    }

    const operations: Operations = {
      async sendCommand(stationId, body, sentBy) {
        const command = await storeCommand(app.db, stationId, body, sentBy, timeoutS);
        return { id: command.id, status: await publish(command) };
      },
      acceptAck(reference, payload) {
        track(
          acknowledge(app.db, reference, payload).then((outcome) => {
            if (outcome.kind === 'ignored') {
              app.log.info({ station: reference, reason: outcome.reason }, 'command ack ignored');
            }
          }),
          'acknowledgement',
        );
      },
      faultAlertOpened(alertId) {
        track(openForFaultAlert(app.db, alertId, config.workOrders), 'fault work order');
      },
      async sweep(now = new Date()) {
        await sweepCommandTimeouts(app.db, now);
        for (const order of await claimOverdue(app.db, now)) {
          track(mailEscalation(app, order), 'escalation e-mail');
        }
      },
      async settled() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };
    app.decorate('operations', operations);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      if (!config.mqtt.url && config.mqtt.port > 0) {
        await app.database.listen(COMMANDS_CHANNEL, {
          onNotify(text) {
            try {
              const { reference, payload, expiresAt } = JSON.parse(text) as {
                reference: string;
                payload: string;
                expiresAt: number;
              };
              track(deliverLocally(reference, payload, expiresAt), 'command delivery');
            } catch (error) {
              app.log.warn({ err: error }, 'unreadable command announcement');
            }
          },
          onState() {},
        });
      }
      timer = setInterval(() => {
        operations
          .sweep()
          .catch((error) => app.log.error({ err: error }, 'operations sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await operations.settled().catch(() => {});
    });
  },
  { name: 'operations', dependencies: ['database'] },
);

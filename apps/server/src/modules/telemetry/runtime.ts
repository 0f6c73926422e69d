import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailAlert, type OpenedAlert } from './alert-mail';
import { connectExternalBroker, type MqttSide, startEmbeddedBroker } from './broker';
import { inProcessBus, type LiveBus, postgresBus } from './bus';
import { Ingestor } from './ingest';
import { registerTelemetryMetrics } from './metrics';
import { ensureTelemetryPartitions } from './partitions';
import { createSseHub, type SseHub } from './sse';
import { rollUp, sweepOffline } from './sweeper';

interface Telemetry {
  ingestor: Ingestor;
  bus: LiveBus;
  sse: SseHub;
  mqtt?: MqttSide;
  /** Offline detection pass (runs on a timer; tests call it with a chosen clock). */
  sweep(now?: Date): Promise<void>;
  /** Rolls raw telemetry past the retention period into daily aggregates. */
  rollUp(now?: Date): Promise<number>;
  /** Makes the coming days' telemetry partitions (at start, then hourly); returns their names. */
  partitions(now?: Date): Promise<string[]>;
  /** Resolves when ingested messages and the alert mails they triggered are done. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: Telemetry;
  }
}

const ROLLUP_EVERY_MS = 3_600_000;

/** Station telemetry runtime: broker (or external subscription), ingestion, fan-out, timers. */
export default fp(
  async function telemetryRuntime(app: FastifyInstance) {
    const { config } = app;
    const offlineAfterS = config.stationOfflineAfterS;
    const bus =
      app.database.kind === 'postgres' && app.database.url
        ? await postgresBus(app.database.url, app.log)
        : inProcessBus();
    const mails = new Set<Promise<void>>();
    const onAlertOpened = (alert: OpenedAlert) => {
      const sending = mailAlert(app, alert).finally(() => mails.delete(sending));
      mails.add(sending);
      // A fault opens a work order (issue 32); an offline station is the sweeper's alert only.
      if (alert.kind === 'fault') app.operations.faultAlertOpened(alert.id);
    };
    // Acknowledgements of remote commands go to the operations module (issue 32).
    const commands = {
      onAck: (reference: string, payload: Buffer) => app.operations.acceptAck(reference, payload),
    };
    const ingestor = new Ingestor({
      db: app.db,
      log: app.log,
      offlineAfterS,
      publish: (events) => bus.publish(events),
      onAlertOpened,
    });
    const sse = createSseHub(bus, (auth, end) => app.watchSession(auth, end));

    const telemetry: Telemetry = {
      ingestor,
      bus,
      sse,
      async sweep(now = new Date()) {
        const { events, opened } = await sweepOffline(app.db, offlineAfterS, now);
        if (events.length > 0) await bus.publish(events);
        for (const alert of opened) onAlertOpened(alert);
      },
      rollUp: (now) => rollUp(app.db, config.telemetryRetentionDays, now),
      partitions: (now) => ensureTelemetryPartitions(app.db, now),
      async settled() {
        await ingestor.idle();
        await Promise.all([...mails]);
      },
    };
    app.decorate('telemetry', telemetry);
    registerTelemetryMetrics(app, () => mails.size);

    const timers: NodeJS.Timeout[] = [];
    const safely = (name: string, run: () => Promise<unknown>) => () => {
      run().catch((error) => app.log.error({ err: error }, `telemetry ${name} failed`));
    };
    // Only a listening server runs the broker and timers (not scripts that build the app, e.g.
    // admin:create, nor inject-only tests).
    app.addHook('onListen', async () => {
      if (config.mqtt.url) {
        telemetry.mqtt = await connectExternalBroker(
          app,
          {
            url: config.mqtt.url,
            shareGroup: config.mqtt.shareGroup,
            clientId: config.mqtt.clientId,
          },
          ingestor,
          commands,
        );
      } else if (config.mqtt.port > 0) {
        telemetry.mqtt = await startEmbeddedBroker(app, app.db, ingestor, commands);
      } else {
        app.log.info('MQTT_PORT=0 and no MQTT_URL: station telemetry ingestion is off');
      }
      const sweepMs = Math.min(30, Math.max(1, Math.floor(offlineAfterS / 3))) * 1000;
      timers.push(
        setInterval(
          safely('offline sweep', () => telemetry.sweep()),
          sweepMs,
        ),
      );
      await telemetry.partitions().catch((error) => {
        app.log.error({ err: error }, 'telemetry partitions failed');
      });
      timers.push(
        setInterval(
          safely('roll-up', async () => {
            await telemetry.partitions();
            await telemetry.rollUp();
          }),
          ROLLUP_EVERY_MS,
        ),
      );
      for (const timer of timers) timer.unref();
    });
    app.addHook('preClose', async () => {
      sse.closeAll();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await telemetry.mqtt?.close().catch(() => {});
      await telemetry.settled().catch(() => {});
      await bus.close();
    });
  },
  { name: 'telemetry', dependencies: ['database', 'operations'] },
);

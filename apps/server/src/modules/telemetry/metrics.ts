import type { FastifyInstance } from 'fastify';

/**
 * Station telemetry in Prometheus terms, read from the live runtime when scraped: connected
 * stations, messages received / stored / dropped, refused connections, the ingestion queue, open
 * SSE streams and alert mails in flight. Values are this instance's own (see docs/operations.md).
 */
export function registerTelemetryMetrics(app: FastifyInstance, alertMailsPending: () => number) {
  const { metrics } = app;
  const stats = () => app.telemetry.ingestor.stats;
  metrics.gauge(
    'mqtt_connected_stations',
    'Stations connected to this instance’s embedded broker',
    {
      collect() {
        this.set(app.telemetry.mqtt?.connected() ?? 0);
      },
    },
  );
  metrics.counterFrom(
    'mqtt_messages_total',
    'Station MQTT messages by outcome (received, stored, dropped_<reason>)',
    ['outcome'],
    () => {
      const { received, stored, dropped } = stats();
      return [
        [{ outcome: 'received' }, received],
        [{ outcome: 'stored' }, stored],
        ...Object.entries(dropped).map(
          ([reason, count]) => [{ outcome: `dropped_${reason}` }, count] as const,
        ),
      ];
    },
  );
  metrics.counterFrom(
    'mqtt_connections_refused_total',
    'Station connections refused (bad credentials or topic)',
    [],
    () => [[{}, stats().connectionsRefused]],
  );
  metrics.gauge('telemetry_ingest_queue', 'Telemetry messages accepted, waiting to be written', {
    collect() {
      this.set(app.telemetry.ingestor.pending());
    },
  });
  metrics.gauge('sse_streams_open', 'Server-Sent Event streams open on this instance', {
    collect() {
      this.set(app.telemetry.sse.openCount());
    },
  });
  metrics.gauge('alert_mails_pending', 'Station alert mails being sent', {
    collect() {
      this.set(alertMailsPending());
    },
  });
}

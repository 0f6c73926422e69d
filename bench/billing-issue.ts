// `npx tsx bench/billing-issue.ts`: issuing a month for 10 000 active rental contracts on PostgreSQL
// (issue 31 §6: under a minute, never blocking the event loop). 8 000 clients, 2 000 of them with
// two contracts, one station per contract, a fifth of the contracts starting mid-month (prorated).
// The server's own issuePeriod() runs against a throw-away database on BENCH_DATABASE_URL (default
// the local server); the event loop's delay is sampled all along (perf_hooks), and the result is
// checked: one invoice per client, numbers FAC-YYYY-00001 … without gap. Rewrites the
// `billing-issue` section of bench/RESULTS.md.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { issuePeriod } from '../apps/server/src/modules/billing/invoices';
import { loadNote, machine, SEED_CLIENTS_SQL, throwawayDatabase, writeSection } from './lib.mjs';

const CLIENTS = 8_000;
const SECOND_CONTRACTS = 2_000;
const CONTRACTS = CLIENTS + SECOND_CONTRACTS;
const TARGET_MS = 60_000;
const PERIOD = '2026-10';
const loadAtStart = loadavg()[0]!;

const throwaway = await throwawayDatabase(`bench_billing_${randomBytes(4).toString('hex')}`);
const database = await openDatabase({ url: throwaway.url });
try {
  await database.migrate();
  const seed = new pg.Client({ connectionString: throwaway.url });
  await seed.connect();
  await seed.query(SEED_CLIENTS_SQL, [CLIENTS]);
  await seed.query(
    `insert into stations (reference, client_id, status)
     select 'NB-' || lpad(i::text, 5, '0'), 1 + (i - 1) % $2, 'rented'
     from generate_series(1, $1) as i`,
    [CONTRACTS, CLIENTS],
  );
  // Contract i rents station i; every fifth starts on the 10th of the month (prorated).
  await seed.query(
    `insert into contracts (client_id, start_date, end_date, monthly_fee_millimes)
     select 1 + (i - 1) % $2,
            case when i % 5 = 0 then date '2026-10-10' else date '2026-01-01' end,
            null, 100000 + (i % 50) * 1000
     from generate_series(1, $1) as i`,
    [CONTRACTS, CLIENTS],
  );
  await seed.query(
    `insert into contract_stations (contract_id, station_id) select id, id from contracts`,
  );
  await seed.query('analyze');

  // The machine's own noise first: the same sampling over 3 s of doing nothing.
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  idle.disable();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const result = await issuePeriod(database.db, PERIOD, { tvaRateBp: 1900, stampMillimes: 1000 });
  const elapsed = performance.now() - started;
  delay.disable();

  const { rows } = await seed.query<{ invoices: number; lines: number; gapless: boolean }>(
    `select count(*)::int as invoices,
            (select count(*)::int from invoice_lines) as lines,
            max(substring(number from 10)::int) = count(*) and min(substring(number from 10)::int) = 1 as gapless
     from invoices where period = $1`,
    [PERIOD],
  );
  await seed.end();
  const check = rows[0]!;
  if (
    result.issued !== CLIENTS ||
    check.invoices !== CLIENTS ||
    check.lines !== CONTRACTS ||
    !check.gapless
  ) {
    throw new Error(`wrong result: ${JSON.stringify({ result, check })}`);
  }
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  const markdown = `## Issuing a month of invoices (\`npx tsx bench/billing-issue.ts\`)

${CONTRACTS.toLocaleString('en')} active contracts of ${CLIENTS.toLocaleString('en')} clients (2 000 with two contracts, a fifth prorated) on
PostgreSQL (a throw-away database on the local server), issued by the server's \`issuePeriod()\` in
transactions of 200 clients under the numbering lock. Checked: ${check.invoices} invoices, ${check.lines} lines,
numbers without gap. Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

| measure | value | target |
|---|---|---|
| time to issue the month | ${(elapsed / 1000).toFixed(1)} s | < ${TARGET_MS / 1000} s: ${elapsed < TARGET_MS ? 'meets' : 'misses'} |
| event-loop delay p99 during the run | ${ms(delay.percentile(99))} ms | |
| event-loop delay max during the run | ${ms(delay.max)} ms | |
| event-loop delay p99 / max over 3 s idle just before (the machine's noise) | ${ms(idle.percentile(99))} / ${ms(idle.max)} ms | |
`;
  process.stdout.write(`${markdown}\n`);
  writeSection('billing-issue', markdown);
} finally {
  await database.close();
  await throwaway.drop();
}

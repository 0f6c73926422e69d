import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { clients } from '../../src/db/schema';
import { redactedErrorText, redactMessage } from '../../src/lib/log-redaction';
import { hashPassword } from '../../src/lib/password';
import { cliErrorText } from '../../src/scripts/cli-error';
import { usingPostgres } from '../helpers/database';
import { useTestApp, xsrfCaller } from '../helpers/fixtures';

/**
 * `t`, an app logging at info whose clients table `breakage` breaks once built; `signUp(account)`
 * then signs up (500) and gives what was logged: the whole text and the entry with the error.
 */
function useBrokenSignup(breakage: SQL) {
  const logs: string[] = [];
  const t = useTestApp(
    { LOG_LEVEL: 'info' },
    undefined,
    {},
    {
      logStream: { write: (line) => void logs.push(line) },
    },
  );
  beforeAll(async () => {
    await t.app.db.execute(breakage);
  });
  const signUp = async (account: Record<string, string>) => {
    const response = await xsrfCaller(() => t.app)('POST', '/api/signup', undefined, account);
    expect(response.statusCode).toBe(500);
    const errorEntry = logs.map((line) => JSON.parse(line)).find((entry) => entry.err);
    return { text: logs.join(''), errorEntry };
  };
  return { t, signUp };
}

/**
 * Issue 13 §4: a database error logged the failed query with its parameters (argon2 hashes,
 * e-mails, phones). The app is built with a logger whose stream the test reads, and a broken table
 * forces the error.
 */
describe('logged database errors', () => {
  // Every query on clients now fails, with its parameters in drizzle's error.
  const { signUp } = useBrokenSignup(sql`ALTER TABLE clients RENAME TO clients_moved_away`);

  it('carry the SQL and the cause, never the values', async () => {
    const email = `leak-${Date.now()}@example.tn`;
    const { text, errorEntry } = await signUp({
      companyName: 'Café Sfax',
      fullName: 'Amine Ben Salah',
      job: 'Gérant',
      governorate: 'Sfax',
      city: 'Sfax',
      email,
      phone: '29876543',
      password: 'a-secret-password',
    });
    // The error is logged, with the query text and what went wrong...
    expect(errorEntry?.err.message).toContain('Failed query');
    expect(errorEntry?.err.message).toContain('params: [redacted]');
    expect(text).toMatch(/clients/);
    // ...and none of the values.
    expect(text).not.toContain(email);
    expect(text).not.toContain('29876543');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('a-secret-password');
  });
});

describe('a logged failed INSERT (a constraint refuses the row)', () => {
  // The e-mail look-up still works; the INSERT, carrying the argon2 hash and the phone, fails.
  const { t, signUp } = useBrokenSignup(
    sql`ALTER TABLE clients ADD CONSTRAINT no_new_clients CHECK (false) NOT VALID`,
  );

  it('logs the INSERT and its cause, never the hash, the phone or the e-mail', async () => {
    const email = `insert-leak-${Date.now()}@example.tn`;
    const { text, errorEntry } = await signUp({
      companyName: 'Café Gabès',
      fullName: 'Nour Trabelsi',
      job: 'Gérante',
      governorate: 'Gabès',
      city: 'Gabès',
      email,
      phone: '24681357',
      password: 'another-secret-password',
    });
    // The failed query is the INSERT: its parameters were the hash and the phone.
    expect(errorEntry?.err.message).toMatch(/Failed query: insert into "clients"/);
    expect(errorEntry?.err.message).toContain('params: [redacted]');
    expect(text).toContain('no_new_clients');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('24681357');
    expect(text).not.toContain(email);
    expect(text).not.toContain('another-secret-password');
  });

  it('prints the same error without its values for an operator (CLI scripts, a failed start)', async () => {
    const passwordHash = await hashPassword('printed-secret');
    const failure = await t.app.db
      .insert(clients)
      .values({
        companyName: 'Café Nabeul',
        fullName: 'Hela Gharbi',
        job: 'Gérante',
        governorate: 'Nabeul',
        city: 'Nabeul',
        email: 'printed@example.tn',
        phone: '55443322',
        passwordHash,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // Unredacted, the message and the cause's detail carry the hash and the phone.
    expect(String((failure as Error).message)).toContain('55443322');
    for (const text of [cliErrorText(failure), redactedErrorText(failure, { stack: true })]) {
      expect(text).toMatch(/Failed query: insert into "clients"/);
      expect(text).toContain('caused by: ');
      expect(text).toContain('no_new_clients');
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(passwordHash.slice(-20));
      expect(text).not.toContain('55443322');
      expect(text).not.toContain('printed@example.tn');
    }
  });
});

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run admin:create` run as an operator would, on an embedded database whose admins table
 * refuses every new row: the script prints the failed INSERT (with the hash and phone as its
 * parameters) and exits 1.
 */
// It opens its own embedded database whatever the suite runs on, so the PostgreSQL run of this file
// does not register it a second time.
if (!usingPostgres) {
  describe('the admin:create script’s printed error', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'cli-redaction-'));
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
      try {
        await database.migrate();
        await database.db.execute(
          sql`ALTER TABLE admins ADD CONSTRAINT no_new_admins CHECK (false) NOT VALID`,
        );
      } finally {
        await database.close();
      }
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('names the failed query and its cause, never the hash, the phone or the e-mail', async () => {
      const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile(
          'npx',
          [
            'tsx',
            'src/scripts/create-admin.ts',
            ...['--nom', 'Haddad', '--prenom', 'Sonia', '--email', 'cli-leak@example.tn'],
            ...['--telephone', '71987654', '--poste', 'Opérations'],
            ...['--image', path.join(serverRoot, 'test/fixtures/face-a.jpg')],
          ],
          {
            cwd: serverRoot,
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              ADMIN_PASSWORD: 'cli-secret-password',
              ADMIN_FACE_CHECK: 'off',
              MQTT_PORT: '0',
            },
            timeout: 120_000,
          },
          (error, _stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        );
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(/Failed query: insert into "admins"/);
      expect(stderr).toContain('params: [redacted]');
      expect(stderr).toContain('no_new_admins');
      expect(stderr).not.toContain('$argon2');
      expect(stderr).not.toContain('71987654');
      expect(stderr).not.toContain('cli-leak@example.tn');
      expect(stderr).not.toContain('cli-secret-password');
    }, 150_000);
  });
}

describe('redactMessage', () => {
  it("drops drizzle's params and PostgreSQL's key values, keeps the rest", () => {
    const stack =
      'DrizzleQueryError: Failed query: select * from "clients" where "email" = $1\n' +
      'params: a@b.tn,line two\nstill a param\n    at query (db.js:1:1)';
    expect(redactMessage(stack)).toBe(
      'DrizzleQueryError: Failed query: select * from "clients" where "email" = $1\n' +
        'params: [redacted]\n    at query (db.js:1:1)',
    );
    expect(redactMessage('Key (email)=(a@b.tn) already exists.')).toBe(
      'Key (email)=([redacted]) already exists.',
    );
    expect(
      redactMessage('Failing row contains (1, Sfax, a@b.tn, 29876543, $argon2id$v=19$m=1…, (x)).'),
    ).toBe('Failing row contains ([redacted]).');
  });
});

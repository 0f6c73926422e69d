// `npm run backup -- <file>`: one archive of the database, uploads, published site and secrets.
// Same environment as the server (DATA_DIR or DATABASE_URL, S3_*, PORT); BACKUP_PASSPHRASE
// encrypts it (AES-256-GCM, scrypt key). Safe while the server runs: on the embedded database the
// running server makes the dump. docs/operations.md has the runbook.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../lib/backup/operations';
import { backupTargetFromEnv } from '../lib/backup/target';
import { cliErrorText } from './cli-error';

const USAGE = `Usage: npm run backup -- <archive file>
Writes the database, uploads, published site and secrets into one archive.
Set BACKUP_PASSPHRASE to encrypt it (then keep the passphrase apart from the archive).`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const passphrase = process.env.BACKUP_PASSPHRASE || undefined;
  if (!passphrase) console.warn('BACKUP_PASSPHRASE is not set: the archive is NOT encrypted.');
  await backup(backupTargetFromEnv(process.env), path.resolve(file), {
    passphrase,
    say: (line) => console.log(line),
  });
}

main().catch((error) => {
  console.error(`Backup failed: ${cliErrorText(error)}`);
  process.exit(1);
});

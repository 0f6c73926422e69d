// `npm run restore -- <file> [--force]`: brings a backup archive back into the configured
// DATA_DIR (embedded database; stop the server first) or DATABASE_URL. Refuses a target that
// already holds data unless --force. BACKUP_PASSPHRASE decrypts an encrypted archive.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../lib/backup/operations';
import { backupTargetFromEnv } from '../lib/backup/target';
import { cliErrorText } from './cli-error';

const USAGE = `Usage: npm run restore -- <archive file> [--force]
Restores the database, uploads, published site and secrets of an archive made by npm run backup
onto a fresh DATA_DIR or database; --force replaces what the target already holds.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  await restore(backupTargetFromEnv(process.env), path.resolve(file), {
    passphrase: process.env.BACKUP_PASSPHRASE || undefined,
    force: values.force === true,
    say: (line) => console.log(line),
  });
}

main().catch((error) => {
  console.error(`Restore failed: ${cliErrorText(error)}`);
  process.exit(1);
});

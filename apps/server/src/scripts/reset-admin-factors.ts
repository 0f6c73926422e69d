// `npm run admin:reset-factors -- --email <email> [--image nouvelle-photo.jpg]`
// Recovers a locked-out staff member: removes their passkeys, signs them out everywhere and, with
// --image, replaces their profile photo (the face check's reference). Runs on the configured
// database (same env as the server: DATA_DIR, DATABASE_URL, ADMIN_FACE_CHECK…).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { recoverAdminFromCli } from '../modules/admins/recover-admin';
import { runCli, withAdminApp } from './admin-cli';

const USAGE = `Usage: npm run admin:reset-factors -- --email <email> [--image <photo.jpg>]
Removes the account's passkeys and signs it out; --image also replaces its face reference.`;

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      image: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { email } = values;
  if (values.help || !email) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const image = values.image ? await readFile(values.image) : undefined;
  await withAdminApp(async (app, face) => {
    const { admin, photoReplaced } = await recoverAdminFromCli(app, face, { email, image });
    console.log(
      `Facteurs réinitialisés pour #${admin.id} ${admin.prenom} ${admin.nom} <${admin.email}>` +
        (photoReplaced ? ' ; nouvelle photo de référence enregistrée.' : '.'),
    );
  });
}

runCli(main);

// `npm run admin:reset-factors -- --email <email> [--image nouvelle-photo.jpg]`
// Recovers a locked-out staff member: removes their passkeys, signs them out everywhere and, with
// --image, replaces their profile photo (the face check's reference). Runs on the configured
// database (same env as the server: DATA_DIR, DATABASE_URL, ADMIN_FACE_CHECK…).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createFaceEngine } from '../modules/admins/face/face-engine';
import { recoverAdminFromCli } from '../modules/admins/recover-admin';
import { cliErrorText } from './cli-error';

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
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const image = values.image ? await readFile(values.image) : undefined;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const app = await buildApp(config);
  const face = createFaceEngine();
  try {
    await app.ready();
    const { admin, photoReplaced } = await recoverAdminFromCli(app, face, {
      email: values.email,
      image,
    });
    console.log(
      `Facteurs réinitialisés pour #${admin.id} ${admin.prenom} ${admin.nom} <${admin.email}>` +
        (photoReplaced ? ' ; nouvelle photo de référence enregistrée.' : '.'),
    );
  } catch (error) {
    console.error(cliErrorText(error));
    process.exitCode = 1;
  } finally {
    await face.close();
    await app.close();
  }
}

main().catch((error) => {
  console.error(cliErrorText(error));
  process.exitCode = 1;
});

// `npm run admin:create -- --nom … --prenom … --email … --telephone … --poste … --image photo.jpg`
// Creates a staff account directly in the configured database (same env as the server: DATA_DIR,
// DATABASE_URL, ADMIN_FACE_CHECK…). The password comes from ADMIN_PASSWORD, else it is asked for.
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createAdminFromCli } from '../modules/admins/create-admin';
import { runCli, withAdminApp } from './admin-cli';

const USAGE = `Usage: npm run admin:create -- --nom <nom> --prenom <prénom> --email <email> \\
    --telephone <8-15 chiffres> --poste <poste> --image <photo.jpg>
The password is read from ADMIN_PASSWORD or asked for (8 characters minimum).`;

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('set ADMIN_PASSWORD (no terminal to ask on)');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question('Mot de passe : ');
  } finally {
    prompt.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      nom: { type: 'string' },
      prenom: { type: 'string' },
      email: { type: 'string' },
      telephone: { type: 'string' },
      poste: { type: 'string' },
      image: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.image) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const image = await readFile(values.image);
  const password = await askPassword();
  await withAdminApp(async (app, face) => {
    const admin = await createAdminFromCli(app, face, {
      nom: values.nom ?? '',
      prenom: values.prenom ?? '',
      email: values.email ?? '',
      telephone: values.telephone ?? '',
      poste: values.poste ?? '',
      password,
      image,
    });
    console.log(`Administrateur créé : #${admin.id} ${admin.prenom} ${admin.nom} <${admin.email}>`);
  });
}

runCli(main);

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_BRAND_NAME } from '@app/contracts/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { demandes, stations } from '../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  type TestAccount,
  xsrf,
} from '../helpers/app';
import { demandeValues, useTestApp } from '../helpers/fixtures';
import { pdfText } from '../helpers/images';

/** One brand name, from the site configuration, in the web config, mails and PDFs. */
describe('the brand name', () => {
  const BRAND = 'Recharge Test TN';
  const t = useTestApp({ BRAND_NAME: `  ${BRAND} ` });
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAdminAccount(t.app);
  });

  it('is served by /api/site-config, the web app’s single source', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json().brandName).toBe(BRAND);
    const fresh = await createTestApp();
    try {
      const body = (await fresh.app.inject({ method: 'GET', url: '/api/site-config' })).json();
      expect(body.brandName).toBe(DEFAULT_BRAND_NAME);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a brand name that could break a mail header or is empty', () => {
    for (const BRAND_NAME of ['Evil\r\nBcc: x@example.tn', '   ', 'x'.repeat(61)]) {
      expect(() => loadConfig({ DATA_DIR: t.dataDir, BRAND_NAME })).toThrow(ConfigError);
    }
  });

  it('heads the quote-request PDF and the station QR sticker', async () => {
    const [row] = await t.app.db
      .insert(demandes)
      .values(
        demandeValues({
          nom: 'Brand Test',
          email: 'brand@example.tn',
          nomentreprise: 'Brand SARL',
          gouvernorat: 'Tunis',
          message: 'm',
        }),
      )
      .returning();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/demandes/${row!.id}/pdf`,
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(BRAND);

    const [station] = await t.app.db
      .insert(stations)
      .values({ reference: `BRAND-${Date.now()}` })
      .returning();
    const sticker = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stations/${station!.id}/qr.pdf`,
      headers: bearer(admin.token),
    });
    expect(sticker.statusCode).toBe(200);
    expect(await pdfText(sticker.rawPayload)).toContain(BRAND);
  });

  it('signs the sales mail and the client’s reclamation receipt', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/formulaire',
      ...xsrf,
      payload: {
        nom: 'Mail Brand',
        nomentreprise: 'Mail SARL',
        fonction: 'Directrice',
        tel: '50123456',
        Gouvernorat: 'Sousse',
        message: 'Une borne.',
        email: 'mail-brand@example.tn',
      },
    });
    expect(quote.statusCode).toBe(201);
    const client = await createClientAccount(t.app);
    const reclamation = await t.app.inject({
      method: 'POST',
      url: '/api/reclamations',
      headers: bearer(client.token),
      payload: { categorie: 'Autre', description: 'La borne ne charge plus.' },
    });
    expect(reclamation.statusCode).toBe(201);
    let mails: string[] = [];
    for (let attempt = 0; attempt < 100 && mails.length < 2; attempt++) {
      const files = await readdir(outbox).catch(() => [] as string[]);
      mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
      if (mails.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail).toMatch(/^From: Recharge Test TN <contact@example\.tn>$/m);
    // The body is quoted-printable: "L’équipe" is encoded, the brand after it is not.
    const receipt = mails.find((mail) => mail.includes(`To: ${client.email}`));
    expect(receipt).toMatch(/quipe Recharge Test TN$/m);
  });
});

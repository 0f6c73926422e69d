import { beforeAll, describe, expect, it } from 'vitest';
import { demandes } from '../../src/db/schema';
import { totalOf } from '../../src/lib/paged';
import { bearer, createAdminAccount, type TestAccount } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';

describe('totalOf', () => {
  it('reads the window count from the first row, and counts only past the end', async () => {
    let counted = 0;
    const countAll = async () => {
      counted++;
      return 42;
    };
    expect(await totalOf([{ total: 7 }, { total: 7 }], 3, countAll)).toBe(7);
    expect(await totalOf([], 1, countAll)).toBe(0);
    expect(counted).toBe(0);
    expect(await totalOf([], 9, countAll)).toBe(42);
    expect(counted).toBe(1);
  });
});

describe('a list answered in one query keeps its X-Total-Count', () => {
  let admin: TestAccount;
  const marker = `Totals${Date.now()}`;
  const t = useTestApp();
  beforeAll(async () => {
    admin = await createAdminAccount(t.app);
    await t.app.db.insert(demandes).values(
      Array.from({ length: 13 }, (_, i) => ({
        nom: `${marker} ${i}`,
        email: `totals${i}@example.tn`,
        nomentreprise: 'Café',
        fonction: 'Gérant',
        tel: '22123456',
        gouvernorat: 'Sfax',
        message: 'Bonjour',
      })),
    );
  });

  const page = (n: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/demandes?page=${n}&limit=5&q=${marker}`,
      headers: bearer(admin.token),
    });

  it('on the first, the last and a page past the end', async () => {
    for (const [n, length] of [
      [1, 5],
      [3, 3],
      [4, 0],
    ] as const) {
      const response = await page(n);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(length);
      expect(response.headers['x-total-count']).toBe('13');
    }
  });
});

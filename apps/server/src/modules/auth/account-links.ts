import { createHash } from 'node:crypto';
import type { Language } from '@app/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { accountLinks } from '../../db/schema';
import { randomToken } from '../../lib/random-tokens';
import type { Role } from '../../lib/tokens';

/**
 * Single-use links mailed to account holders (issue 28 §6): "forgot password" for clients and
 * staff, and the confirmation of a client's new e-mail address.
 *
 * - The link carries 32 random bytes; only their SHA-256 is stored, so a database leak reveals no
 *   usable link. It works once, within LINK_TTL_MS; asking again supersedes the previous one.
 * - At most LINKS_PER_HOUR links per account and purpose are mailed per hour (the routes' per-address
 *   limits come on top), so nobody can flood an inbox from many addresses.
 * - The token is put in the URL's fragment (`#token=`): browsers never send it to a server, so it
 *   stays out of access logs and Referer headers.
 */
const LINK_TTL_MS = 30 * 60 * 1000;
const LINKS_PER_HOUR = 3;

type Purpose = 'password_reset' | 'email_change';

const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for the account, or null when this account was sent LINKS_PER_HOUR of this kind in
 * the last hour. Earlier unused links of the same kind stop working.
 */
export async function createLink(
  db: Db,
  link: { purpose: Purpose; role: Role; accountId: number; newEmail?: string },
  now = new Date(),
): Promise<string | null> {
  const token = randomToken();
  const created = await db.transaction(async (tx) => {
    const ofAccount = and(
      eq(accountLinks.role, link.role),
      eq(accountLinks.accountId, link.accountId),
      eq(accountLinks.purpose, link.purpose),
    );
    // Two requests at once for one account count one after the other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`account-link:${link.role}:${link.accountId}`}))`,
    );
    const [recent] = await tx
      .select({ n: count() })
      .from(accountLinks)
      .where(and(ofAccount, gt(accountLinks.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.n ?? 0) >= LINKS_PER_HOUR) return false;
    await tx
      .update(accountLinks)
      .set({ usedAt: now })
      .where(and(ofAccount, isNull(accountLinks.usedAt)));
    await tx.insert(accountLinks).values({
      purpose: link.purpose,
      role: link.role,
      accountId: link.accountId,
      newEmail: link.newEmail ?? null,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + LINK_TTL_MS),
      createdAt: now,
    });
    return true;
  });
  return created ? token : null;
}

/** Spends a link: its row if the token is one of `purpose` for `role`, unused and not expired. */
export async function consumeLink(tx: Tx, purpose: Purpose, role: Role, token: string) {
  const [row] = await tx
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountLinks.tokenHash, hashLinkToken(token)),
        eq(accountLinks.purpose, purpose),
        eq(accountLinks.role, role),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: accountLinks.accountId, newEmail: accountLinks.newEmail });
  return row;
}

/** Where each link leads in the web app (apps/web/src/config/paths.ts). */
export const LINK_PAGES = {
  clientReset: '/reinitialiser-mot-de-passe',
  staffReset: '/admin-reinitialiser-mot-de-passe',
  emailConfirm: '/confirmer-email',
} as const;

const MAIL = {
  fr: {
    reset: {
      subject: 'Réinitialisation de votre mot de passe',
      body: (url: string, brand: string) => [
        'Bonjour,',
        '',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte.',
        'Ouvrez ce lien pour choisir un nouveau mot de passe (valable 30 minutes, une seule fois) :',
        '',
        url,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email : votre mot de passe',
        'reste inchangé.',
        '',
        `L’équipe ${brand}`,
      ],
    },
    email: {
      subject: 'Confirmez votre nouvelle adresse email',
      body: (url: string, brand: string) => [
        'Bonjour,',
        '',
        'Pour que cette adresse devienne celle de votre espace client, ouvrez ce lien',
        '(valable 30 minutes, une seule fois) :',
        '',
        url,
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email.',
        '',
        `L’équipe ${brand}`,
      ],
    },
  },
  en: {
    reset: {
      subject: 'Reset your password',
      body: (url: string, brand: string) => [
        'Hello,',
        '',
        'You asked to reset the password of your account.',
        'Open this link to choose a new password (valid for 30 minutes, once):',
        '',
        url,
        '',
        'If you did not ask for this, ignore this email: your password stays unchanged.',
        '',
        `The ${brand} team`,
      ],
    },
    email: {
      subject: 'Confirm your new email address',
      body: (url: string, brand: string) => [
        'Hello,',
        '',
        'To make this address the one of your client area, open this link',
        '(valid for 30 minutes, once):',
        '',
        url,
        '',
        'If you did not ask for this, ignore this email.',
        '',
        `The ${brand} team`,
      ],
    },
  },
} as const;

/** Mails a link; `page` is one of LINK_PAGES. */
export async function mailLink(
  app: Pick<FastifyInstance, 'config' | 'site' | 'mail'>,
  mail: { to: string; kind: 'reset' | 'email'; page: string; token: string; language: Language },
): Promise<void> {
  const url = new URL(mail.page, app.config.publicUrl);
  url.searchParams.set('lang', mail.language);
  url.hash = `token=${mail.token}`;
  const text = MAIL[mail.language][mail.kind];
  await app.mail.send({
    from: app.site.mailFrom(),
    to: mail.to,
    subject: text.subject,
    text: text.body(url.toString(), app.site.brandName()).join('\n'),
  });
}

/**
 * Work done after the answer (a link's lookup and mail), so that the answer takes the same time
 * whether or not the address has an account. Failures are logged; closing the app waits for it.
 */
export function createBackgroundTasks(app: Pick<FastifyInstance, 'log' | 'addHook'>) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all([...running]);
  });
  return {
    run(name: string, task: () => Promise<void>) {
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    /** Resolves once every task started so far is done (tests). */
    async settled() {
      await Promise.all([...running]);
    },
  };
}

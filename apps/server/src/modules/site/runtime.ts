import { createHash } from 'node:crypto';
import { DEFAULT_BRAND_NAME, type PublishedSite } from '@app/contracts/site';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSitePages } from './pages';
import { defaultContent, latestVersion, SITE_CHANNEL } from './service';

interface PublishedState {
  body: PublishedSite;
  /** Strong validator of `body`, for `GET /api/site`. */
  etag: string;
}

interface SiteRuntime {
  /** What `GET /api/site` answers: the live version, or the defaults before any publication. */
  published(): Promise<PublishedState>;
  /** The brand name of mails and PDFs: the published one, else BRAND_NAME / the default. */
  brandName(): string;
  /**
   * Who every mail is from: the sales mailbox under the published brand name (BRAND_NAME until the
   * company publishes its site; nodemailer encodes the name).
   */
  mailFrom(): { name: string; address: string };
  /** The folder the landing pages are served from (undefined: the build's own pages). */
  pagesDir(): string | undefined;
  /** Reloads the live version from the database and serves its pages; resolves once done. */
  sync(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The published site content of this instance, kept current across instances. */
    site: SiteRuntime;
  }
}

function stateOf(body: PublishedSite): PublishedState {
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { body, etag: `"${hash.slice(0, 27)}"` };
}

/**
 * Keeps every instance on the live site version: loaded at start, then reloaded when any instance
 * publishes (`NOTIFY site_published`, sent in the publishing transaction; PGlite delivers it in
 * process) and whenever listening resumes after a lost connection. While the LISTEN connection is
 * down, readers go to the database instead of trusting the copy in memory.
 */
export default fp(
  async function siteRuntime(app: FastifyInstance) {
    const { config } = app;
    const pages = createSitePages({
      dataDir: config.dataDir,
      webDistDir: config.webDistDir,
      publicUrl: config.publicUrl,
      cpu: app.cpu,
    });
    let state = stateOf({
      version: null,
      publishedAt: null,
      content: defaultContent(config.brandName),
    });
    let listening = false;
    let closed = false;

    async function load() {
      const live = await latestVersion(app.db);
      if (live) {
        if (state.body.version !== live.id) {
          state = stateOf({
            version: live.id,
            publishedAt: live.publishedAt.toISOString(),
            content: live.content,
          });
        }
        await pages.show(`v${live.id}`, live.content, live.publishedAt.toISOString());
      } else if (config.brandName !== DEFAULT_BRAND_NAME) {
        // Nothing published, but BRAND_NAME differs from the brand the build rendered.
        const brand = createHash('sha256').update(config.brandName).digest('hex').slice(0, 8);
        await pages.show(`default-${brand}`, state.body.content, null);
      } else {
        pages.reset();
      }
    }

    // One reload at a time, in order: the last one always reads the newest version.
    let chain: Promise<void> = Promise.resolve();
    const sync = () => {
      const next = chain.then(async () => {
        if (closed) return;
        try {
          await load();
        } catch (error) {
          app.log.error({ err: error }, 'site content reload failed');
          throw error;
        }
      });
      chain = next.catch(() => {});
      return next;
    };

    await app.database.listen(SITE_CHANNEL, {
      onNotify: () => void sync().catch(() => {}),
      onState(on) {
        listening = on;
        if (on) void sync().catch(() => {});
      },
    });
    // The first load: a failure to render leaves the build's pages in place, never a dead server.
    await sync().catch(() => {});
    if (!pages.available) {
      app.log.info('web build without the site renderer: landing pages served as built');
    }
    app.addHook('onClose', async () => {
      closed = true;
      await chain;
    });

    app.decorate('site', {
      async published() {
        if (!listening) await sync().catch(() => {});
        return state;
      },
      brandName: () => state.body.content.brandName,
      mailFrom: () => ({ name: state.body.content.brandName, address: config.salesMailbox }),
      pagesDir: () => pages.current(),
      sync,
    } satisfies SiteRuntime);
  },
  { name: 'site', dependencies: ['database', 'cpu'] },
);

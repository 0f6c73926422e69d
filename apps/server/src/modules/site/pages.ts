import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteContent } from '@app/contracts/site';
import type { CpuPool } from '../../lib/cpu-pool';

/**
 * The prerendered landing pages of the published site content, rendered at run time with the
 * renderer the web build keeps in `<web dist>/.ssr/` (scripts/landing-pages.mjs) in the CPU pool,
 * and written to `DATA_DIR/site/<key>/`: a complete folder is renamed into place, then served.
 * The key names the content and the build (a new deploy's pages reference new asset names), so a
 * folder on disk is never stale. Until something is published the build's own pages are served.
 */
declare module '../../lib/cpu-pool' {
  interface CpuTasks {
    /** The landing pages of published site content, rendered with the web build's renderer. */
    sitePages: {
      input: { ssrDir: string; content: unknown; publicUrl: string; lastModified: string | null };
      /** File name → bytes, with `.br` and `.gz` copies. */
      output: Record<string, Uint8Array>;
    };
  }
}

export interface SitePages {
  /** Whether the build carries the renderer (no web build, or an older one: the build's pages). */
  readonly available: boolean;
  /** The folder the landing pages are served from, or undefined for the build's own files. */
  current(): string | undefined;
  /** Renders `content` under `key` unless that folder exists already, then serves it. */
  show(key: string, content: SiteContent, lastModified: string | null): Promise<void>;
  /** Back to the build's own pages. */
  reset(): void;
}

/** Rendering both languages takes well under a second; the first job also loads the renderer. */
const RENDER_BUDGET_MS = 60_000;
/** Folders kept besides the one served: a request may still be sending from the previous one. */
const PREVIOUS_KEPT = 1;

export function createSitePages(options: {
  dataDir: string;
  webDistDir: string;
  publicUrl: string;
  cpu: CpuPool;
}): SitePages {
  const root = path.join(options.dataDir, 'site');
  const ssrDir = path.join(options.webDistDir, '.ssr');
  const available =
    existsSync(path.join(ssrDir, 'landing-pages.mjs')) &&
    existsSync(path.join(ssrDir, 'landing.json')) &&
    existsSync(path.join(ssrDir, 'prerender.mjs'));
  // The build's identity: its page shell names the hashed assets, its bundle renders the page.
  const buildId = available
    ? createHash('sha256')
        .update(readFileSync(path.join(ssrDir, 'landing.json')))
        .update(readFileSync(path.join(ssrDir, 'prerender.mjs')))
        .update(options.publicUrl)
        .digest('hex')
        .slice(0, 12)
    : '';
  let served: string | undefined;
  const history: string[] = [];

  async function prune() {
    const keep = new Set([served, ...history.slice(-PREVIOUS_KEPT)]);
    for (const entry of await readdir(root, { withFileTypes: true })) {
      const full = path.join(root, entry.name);
      // Temporary folders of this or another instance (sharing the disk) are left to their owner.
      if (entry.isDirectory() && !entry.name.startsWith('.') && !keep.has(full)) {
        await rm(full, { recursive: true, force: true });
      }
    }
  }

  return {
    available,
    current: () => served,
    reset() {
      served = undefined;
    },
    async show(key, content, lastModified) {
      if (!available) return;
      const target = path.join(root, `${key}-${buildId}`);
      if (target === served) return;
      if (!existsSync(path.join(target, 'index.html'))) {
        const files = await options.cpu.run(
          'sitePages',
          { ssrDir, content, publicUrl: options.publicUrl, lastModified },
          { budgetMs: RENDER_BUDGET_MS },
        );
        const temporary = path.join(root, `.${key}-${randomBytes(6).toString('hex')}`);
        await mkdir(temporary, { recursive: true });
        try {
          for (const [name, data] of Object.entries(files)) {
            await writeFile(path.join(temporary, name), data);
          }
          // Atomic: the folder appears complete or not at all.
          await rename(temporary, target);
        } catch (error) {
          // Another instance on the same disk renamed the same rendering into place first.
          if (!existsSync(path.join(target, 'index.html'))) throw error;
        } finally {
          await rm(temporary, { recursive: true, force: true });
        }
      }
      if (served) history.push(served);
      served = target;
      await prune();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChatEngine } from './chat-engine';
import { createFaqPageCache } from './faq-page-cache';
import { exchangeStore, findStationForQr, seedFaqIfEmpty } from './service';

/** How long the assistant waits for the LLM before answering with the built-in engine. */
const LLM_TIMEOUT_MS = 8000;

interface ChatRuntime {
  /** The assistant that answers the public chat. */
  engine: ReturnType<typeof createChatEngine>;
  /** Stores a visitor's exchange (message and reply); resolves once it is stored. */
  saveExchange: ReturnType<typeof exchangeStore>;
  /** The public FAQ pages, kept serialized. */
  faqPages: ReturnType<typeof createFaqPageCache>;
  /** After every FAQ write: the assistant and the cached public pages see it on the next request. */
  invalidateFaq(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The chatbot's assistant and FAQ cache, shared by its public and staff routes. */
    chat: ChatRuntime;
  }
}

/** Seeds the FAQ on a fresh database, then builds the assistant and the FAQ page cache. */
export default fp(
  async function chatRuntime(app: FastifyInstance) {
    const seeded = await seedFaqIfEmpty(app.db);
    if (seeded) app.log.info({ entries: seeded }, 'FAQ seeded');

    const engine = createChatEngine({
      db: app.db,
      log: app.log,
      llm: app.config.chatLlm ? { ...app.config.chatLlm, timeoutMs: LLM_TIMEOUT_MS } : undefined,
      findStation: (reference) => findStationForQr(app.db, reference),
      cpu: app.cpu,
    });
    const faqPages = createFaqPageCache(app.db);
    app.decorate('chat', {
      engine,
      saveExchange: exchangeStore(app.db),
      faqPages,
      invalidateFaq() {
        engine.invalidate();
        faqPages.invalidate();
      },
    } satisfies ChatRuntime);
  },
  { name: 'chat', dependencies: ['database', 'cpu'] },
);

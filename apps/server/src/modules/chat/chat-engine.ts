import type { Language } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { CpuPool } from '../../lib/cpu-pool';
import type { StoredImage } from '../../lib/uploads';
import { builtInReply, chosenReply, confidentHit, type Reply } from './built-in-assistant';
import { FaqIndex } from './faq-index';
import { createLlmClient, type LlmSettings } from './llm';
import { REPLIES } from './replies';
import { allFaqEntries, faqVersion } from './service';
import { stationReferenceInImage } from './station-qr';
import { detectLanguage } from './text';

/**
 * Answers a visitor's message: detects the language, reads any station QR code in the image, then
 * answers with the LLM when configured (falling back on any failure) or the built-in engine.
 *
 * The FAQ index is rebuilt lazily: writes on this instance invalidate it at once, and a cheap
 * version query (count, max(updated_at), sum(id)), run at most once per VERSION_CHECK_MS, catches
 * writes made by other instances. Skipping that query on most messages keeps the database free
 * for storing the exchanges when many visitors chat at once.
 */

/** How stale another instance's FAQ edit may be here: a second is invisible to a visitor. */
export const VERSION_CHECK_MS = 1000;

export interface ChatEngineOptions {
  db: Db;
  log: FastifyBaseLogger;
  llm?: LlmSettings;
  /** Looks a station up by reference (case-insensitive) for QR codes found in images. */
  findStation: (
    reference: string,
  ) => Promise<{ reference: string; place: string | null } | undefined>;
  /** The worker pool that scans images for QR codes. */
  cpu: CpuPool;
  /** A monotonic clock in ms (tests move it by hand). */
  now?: () => number;
}

export interface ChatInput {
  message: string;
  /** The browser's language, used when the message itself does not tell. */
  fallbackLanguage: Language;
  image?: StoredImage;
  /** A suggestion the visitor tapped: answered with that entry, no search. */
  faqId?: number;
  /** The request's logger (its lines carry the request id); the engine's own otherwise. */
  log?: FastifyBaseLogger;
}

export function createChatEngine(options: ChatEngineOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => performance.now());
  const askLlm = options.llm ? createLlmClient(options.llm) : undefined;
  let cached: { version: string; index: FaqIndex; checkedAt: number } | undefined;
  let building: Promise<FaqIndex> | undefined;

  async function currentIndex(): Promise<FaqIndex> {
    if (cached && now() - cached.checkedAt < VERSION_CHECK_MS) return cached.index;
    const version = await faqVersion(db);
    if (cached?.version === version) {
      cached.checkedAt = now();
      return cached.index;
    }
    // Concurrent requests share one rebuild.
    building ??= allFaqEntries(db)
      .then((entries) => {
        const index = new FaqIndex(entries);
        cached = { version, index, checkedAt: now() };
        return index;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  async function stationReply(image: StoredImage, language: Language) {
    const reference = await stationReferenceInImage(image.data, options.cpu);
    if (reference === undefined) return undefined;
    const station = reference ? await options.findStation(reference) : undefined;
    const complaintUrl = station
      ? `/reclamation-qr?station=${encodeURIComponent(station.reference)}`
      : '/reclamation-qr';
    const response = station
      ? REPLIES[language].station(station.reference, station.place)
      : REPLIES[language].unknownStation;
    return { response, complaintUrl };
  }

  /**
   * A problem report naming a station ("la borne NB-0001 ne charge pas"): that station's report
   * page. Only words that look like a reference (letters and digits or a dash) are looked up, at
   * most three.
   */
  async function reportedStation(message: string) {
    const candidates = [
      ...new Set(
        message.match(/\b[A-Za-z]{1,10}[-_]?\d[\w-]{0,48}\b|\b[A-Za-z]+-[A-Za-z0-9-]+\b/g),
      ),
    ].slice(0, 3);
    for (const candidate of candidates) {
      const station = await options.findStation(candidate);
      if (station) return station;
    }
    return undefined;
  }

  return {
    /** Forgets the index after a FAQ write on this instance. */
    invalidate() {
      cached = undefined;
    },

    async reply(input: ChatInput): Promise<Reply> {
      const language = detectLanguage(input.message, input.fallbackLanguage);
      const index = await currentIndex();
      const chosen = input.faqId ? chosenReply(index, input.faqId, input.message) : undefined;
      if (chosen && !input.image) return chosen;
      const station = input.image ? await stationReply(input.image, language) : undefined;

      let reply = chosen ?? builtInReply(index, input.message, language);
      let modelAnswered = false;
      // The model answers questions; small talk, problem reports and tapped suggestions keep the
      // engine's reply (a report needs the urgent path, not prose).
      const modelMayAnswer = !['greeting', 'thanks', 'human', 'incident'].includes(reply.kind);
      if (askLlm && !chosen && modelMayAnswer) {
        const hits = index.search(input.message, language);
        try {
          const response = await askLlm({
            message: input.message,
            language,
            hits,
            imageDataUrl: input.image
              ? `data:${input.image.contentType};base64,${input.image.data.toString('base64')}`
              : undefined,
          });
          const hit = confidentHit(hits);
          reply = {
            ...reply,
            kind: 'answer',
            response,
            faqId: hit?.entry.id ?? null,
            faqIds: hit ? [hit.entry.id] : [],
            suggestions: [],
            handoff: !hit,
          };
          modelAnswered = true;
        } catch (error) {
          (input.log ?? log).warn(
            { err: error },
            'chat LLM failed; answering with the built-in engine',
          );
        }
      }

      if (station) {
        // The station comes first; a real answer to the question follows it, "I don't know" does not.
        const rest = reply.kind === 'answer' ? `\n\n${reply.response}` : '';
        return {
          ...reply,
          kind: reply.kind === 'answer' ? 'answer' : 'station',
          response: `${station.response}${rest}`,
          complaintUrl: station.complaintUrl,
          actions: reply.kind === 'answer' ? reply.actions : [],
          suggestions: [],
        };
      }
      if (reply.kind === 'incident' && !input.image) {
        const reported = await reportedStation(input.message);
        if (reported) {
          return {
            ...reply,
            response: REPLIES[reply.language].incidentAt(reported.reference, reported.place),
            complaintUrl: `/reclamation-qr?station=${encodeURIComponent(reported.reference)}`,
          };
        }
      }
      if (input.image && modelAnswered) {
        // The model saw the photo and answered about it; the complaint form is offered beside.
        return { ...reply, complaintUrl: '/reclamation-qr' };
      }
      if (input.image) {
        // Any other photo (a broken station, a problem): the way to report it is the QR complaint
        // form; an answer to the question, if there is one, follows.
        const rest = reply.kind === 'answer' ? `\n\n${reply.response}` : '';
        return {
          ...reply,
          kind: reply.kind === 'answer' ? 'answer' : 'station',
          response: `${REPLIES[language].photo}${rest}`,
          complaintUrl: '/reclamation-qr',
          actions: reply.kind === 'answer' ? reply.actions : [],
          suggestions: [],
        };
      }
      return reply;
    },
  };
}

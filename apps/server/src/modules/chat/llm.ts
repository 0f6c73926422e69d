import type { Language } from '@app/contracts';
import type { FaqHit } from './faq-index';

/**
 * Answers with an OpenAI-compatible model (CHAT_LLM_BASE_URL), grounded on the FAQ entries the
 * built-in index retrieved. Any failure or a timeout throws, and the caller falls back to the
 * built-in engine.
 */

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface LlmQuestion {
  message: string;
  language: Language;
  hits: readonly FaqHit[];
  /** The attached image as a data URL, passed to vision-capable models. */
  imageDataUrl?: string;
}

const LANGUAGE_NAMES: Record<Language, string> = { fr: 'French', en: 'English' };

function groundingPrompt(language: Language, hits: readonly FaqHit[]): string {
  const context = hits.length
    ? hits
        .map(
          (hit, index) =>
            `[${index + 1}] Q: ${hit.entry.question}\nA: ${hit.entry.answers.join(' ')}`,
        )
        .join('\n\n')
    : '(no matching entry)';
  return [
    'You are the assistant of a Tunisian company that sells and rents connected charging stations (Nano Box, Multi Boxes, Mega Charger).',
    `Answer in ${LANGUAGE_NAMES[language]}, briefly and politely, using only the FAQ entries below.`,
    'If they do not answer the question, say that you do not know and suggest the contact form. Never invent prices, dates or technical figures.',
    '',
    'FAQ entries:',
    context,
  ].join('\n');
}

/** The parts of an OpenAI-compatible chat message this client sends. */
type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string } };

/** What this client reads of a chat-completions answer. */
interface Completion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One POST to `<baseUrl>/chat/completions`, the endpoint every OpenAI-compatible server speaks
 * (OpenAI, Ollama, vLLM, llama.cpp…). Plain `fetch` rather than the `openai` SDK: this is the
 * only call we make, and the SDK weighed 20 MB of the install (issue 19; docs/decisions/0016-install-size.md).
 */
export function createLlmClient(settings: LlmSettings) {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  return async function askLlm(question: LlmQuestion): Promise<string> {
    const userContent: ContentPart[] = [{ type: 'text', text: question.message }];
    if (question.imageDataUrl) {
      userContent.push({ type: 'image_url', image_url: { url: question.imageDataUrl } });
    }
    const response = await fetch(url, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(settings.timeoutMs),
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: groundingPrompt(question.language, question.hits) },
          { role: 'user', content: userContent },
        ],
      }),
    });
    if (!response.ok) throw new Error(`LLM answered ${response.status}`);
    const completion = (await response.json()) as Completion;
    const content = completion.choices?.[0]?.message?.content;
    const text = typeof content === 'string' ? content.trim() : '';
    if (!text) throw new Error('empty LLM answer');
    return text.slice(0, 4000);
  };
}

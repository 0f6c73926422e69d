import type { Language } from '@app/contracts';
import type OpenAI from 'openai';
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

export function createLlmClient(settings: LlmSettings) {
  // The SDK loads with the first question, not at start (issue 19, memory).
  let client: Promise<OpenAI> | undefined;
  const connect = async () => {
    const { default: Sdk } = await import('openai');
    return new Sdk({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey ?? 'not-needed',
      timeout: settings.timeoutMs,
      maxRetries: 0,
    });
  };

  return async function askLlm(question: LlmQuestion): Promise<string> {
    const userContent: OpenAI.Chat.ChatCompletionContentPart[] = [
      { type: 'text', text: question.message },
    ];
    if (question.imageDataUrl) {
      userContent.push({ type: 'image_url', image_url: { url: question.imageDataUrl } });
    }
    client ??= connect();
    const completion = await (await client).chat.completions.create(
      {
        model: settings.model,
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: groundingPrompt(question.language, question.hits) },
          { role: 'user', content: userContent },
        ],
      },
      { signal: AbortSignal.timeout(settings.timeoutMs) },
    );
    const text = completion.choices[0]?.message?.content?.trim();
    if (!text) throw new Error('empty LLM answer');
    return text.slice(0, 4000);
  };
}

/**
 * Long messages: a visitor often describes their place first, then asks one or several things.
 * The message is cut into sentences; the sentences that ask something are answered, each one
 * alone and, when it joins two questions ("… et combien ça coûte ?"), each half alone too.
 */

const SENTENCE_END = /(?<=[?!.;\n])\s+|(?<=\?)(?=\S)/;
/** A sentence asks something when it ends with "?" or starts like a question. */
const QUESTION_START =
  /^(?:(?:et|and|also|aussi|w|sinon|alors|so|but|mais|donc)\s+)?(?:est[- ]ce|quel|quelle|quels|quelles|combien|comment|pourquoi|ou |peut|peux|pouvez|puis|vous|avez|y a|c est quoi|qu est|what|how|why|where|when|which|who|can|could|do|does|is|are|will|would|chnowa|chnia|9adeh|9adech|kifech|win|najem|fama|3lech|chkoun)/i;
/** Where a sentence joins two questions. */
const JOINS =
  /\s*(?:,\s*)?\b(?:et aussi|et puis|et|and also|and|also|aussi|w|ou bien|plus)\b\s+(?=(?:est[- ]ce|quel|quelle|quels|quelles|combien|comment|pourquoi|ou |qui|c est|elle|il|ils|elles|ca|it|they|peut|puis|vous|y a|il y a|what|how|why|where|when|which|who|can|could|do|does|is|are|will|would|chnowa|chnia|9adeh|9adech|kifech|win|najem|fama|3lech|chkoun|el|la|le|les|the)\b)/i;

export interface Segments {
  /** The sentences that ask something, in order. */
  questions: string[];
  /** Each question sentence cut at the joins between its questions (one part when there is none). */
  parts: string[][];
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, ' ');

export function segmentMessage(message: string): Segments {
  const sentences = message
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\d]/u.test(sentence));
  const questions = sentences.filter(
    (sentence) => sentence.endsWith('?') || QUESTION_START.test(folded(sentence)),
  );
  const chosen = questions.length > 0 ? questions : sentences;
  return {
    questions: chosen,
    parts: chosen.map((sentence) =>
      folded(sentence)
        .split(JOINS)
        .map((part) => part.trim())
        .filter((part) => /[\p{L}\d]/u.test(part)),
    ),
  };
}

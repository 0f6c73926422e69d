import type { Language } from '@app/contracts';
import type { ChatResponse, ChatSuggestion } from '@app/contracts/chat';
import { CONFIDENCE_THRESHOLD, type FaqHit, type FaqIndex } from './faq-index';
import { isIncident, outOfDomainTopic } from './intents';
import { writesDerja } from './normalize';
import { REPLIES } from './replies';
import { segmentMessage } from './segments';
import { actionsFor, smallTalkOf } from './small-talk';
import { foldText } from './text';

/**
 * The answer of the built-in engine. In order: small talk; a problem report (the urgent path); a
 * topic outside the company's domain (refused); then the FAQ with calibrated confidence — above
 * CONFIDENCE_THRESHOLD the entry answers, between SUGGEST_THRESHOLD and it the closest questions
 * are offered as buttons, below the assistant says it does not know and offers a person.
 */

export type Reply = ChatResponse;

/**
 * Below the answering threshold, entries covering at least this share of the question are offered
 * as suggestions (chosen on the tuning half of visitors-2026-11-27.json, see docs/decisions/0010-chatbot-never-bluffs.md).
 */
const SUGGEST_THRESHOLD = 0.3;
/**
 * One lone lead, found by the suggestion search alone (no doubtful answer before it), whose letters
 * do not resemble the question (n-gram similarity below this) is a coincidence of a word or two:
 * the assistant says it does not know and offers a person instead of one unrelated button.
 */
const LONE_SUGGESTION_SIMILARITY = 0.2;
/** At most this many suggestions. */
const MAX_SUGGESTIONS = 3;
/**
 * A suggestion shares at least this many of the question's meaningful words with it, or looks
 * this much like it in letters: one shared word ("bureau", "sell") is a coincidence, not a lead.
 */
const SUGGEST_WORDS = 2;
const SUGGEST_SIMILARITY = 0.35;
/**
 * Between CONFIDENCE_THRESHOLD and this confidence an entry answers only when no other entry
 * scores RIVAL_SCORE_SHARE of its score or more; otherwise both are offered as suggestions.
 */
const SURE_CONFIDENCE = 0.7;
const RIVAL_SCORE_SHARE = 0.6;

/**
 * The best-ranked hit that covers enough of the question to answer with: a higher-ranked entry
 * that only shares the product name ("combien coûte la Nano Box" → the Nano Box entry) gives way.
 */
export function confidentHit(hits: readonly FaqHit[]): FaqHit | undefined {
  const hit = hits.find((candidate) => candidate.confidence >= CONFIDENCE_THRESHOLD);
  if (!hit || hit.confidence >= SURE_CONFIDENCE) return hit;
  // Not sure, and another entry ranks almost as well: better to ask than to guess.
  const rival = hits.find(
    (candidate) => candidate !== hit && candidate.score >= RIVAL_SCORE_SHARE * hit.score,
  );
  return rival ? undefined : hit;
}

const answerText = (hit: FaqHit) => hit.entry.answers.join('\n');

/** From this many words a sentence usually carries context before its question. */
const LONG_SENTENCE_WORDS = 14;
/** At most this many entries answer one message. */
const MAX_ANSWERS = 3;

/**
 * A long sentence that no entry covers as a whole: its clauses, the question usually last
 * ("Si ça tombe en panne au bout de quelques mois, c'est garanti combien de temps ?").
 */
function lastClauseHit(sentence: string, confident: (text: string) => FaqHit | undefined) {
  const clauses = sentence.split(/[,:;()]/).filter((clause) => clause.trim().length > 0);
  if (clauses.length < 2) return undefined;
  for (let index = clauses.length - 1; index >= 0; index--) {
    const hit = confident(clauses[index] ?? '');
    if (hit) return hit;
  }
  return undefined;
}

/**
 * An answer found in a part of the message (a clause, one half of a sentence) that the message as
 * a whole ranks below this position is a guess: offered, not given.
 */
const WHOLE_MESSAGE_RANK = 2;
/**
 * An answer resting on one word of the question, which the entry's texts barely resemble in
 * letters, is a guess too ("combien de temps prend l'installation ?"): offered, not given.
 */
const ONE_WORD_SIMILARITY = 0.1;
/**
 * …and so is one whose entry's own question and phrasings hold little of the question (the match
 * is in the answer's text or through a typo correction) when the letters do not agree either.
 */
const OFF_TOPIC_COVERAGE = 0.2;
const OFF_TOPIC_SIMILARITY = 0.2;
/**
 * …and so is one that another entry (not its translation) nearly equals on what is asked (the
 * question sentences, without the description before them), whatever its coverage: when two
 * entries score within this share, the visitor chooses.
 */
const LONE_RIVAL_SHARE = 0.75;
/**
 * …and so, from a lower share, is one that does not cover the whole question (confidence below
 * PARTIAL_CONFIDENCE): a close rival and a part of the question left unexplained are two weak
 * signals together ("who replaces a cable that breaks after a few months" → maintenance or the
 * warranty). 0.65 × 0.9 caught one wrong answer on the tuning sets for four answers turned into a
 * first suggestion; the rival share alone at 0.7 caught the same one for twelve.
 */
const PARTIAL_RIVAL_SHARE = 0.65;
const PARTIAL_CONFIDENCE = 0.9;
/**
 * …and so is one whose words the letters do not back (n-gram similarity below this: the match is
 * on a word or two the entry happens to share) while another entry (not its translation) scores
 * UNBACKED_RIVAL_SHARE of its score on what is asked: two weak signals together.
 */
const UNBACKED_SIMILARITY = 0.2;
const UNBACKED_RIVAL_SHARE = 0.65;
/**
 * …and so is one the letters hardly back at all (n-gram similarity below this) when the entry's
 * own question and phrasings hold less than TOPIC_COVERAGE_FOR_UNLIKE of the question: the match
 * rests on words its answer or a synonym happens to share ("combien de recharges ce mois" → the
 * price, through "mois" / monthly).
 */
const UNLIKE_SIMILARITY = 0.1;
const TOPIC_COVERAGE_FOR_UNLIKE = 0.5;

/** Whether a lone answer is too weakly supported to be given (see the constants above). */
function weakLoneAnswer(
  index: FaqIndex,
  hit: FaqHit,
  whole: readonly FaqHit[],
  asked: readonly FaqHit[],
): boolean {
  const sameEntry = (candidate: FaqHit) =>
    candidate.entry.id === hit.entry.id ||
    index.twin(candidate, hit.entry.language).entry.id === hit.entry.id;
  const rank = whole.findIndex(sameEntry);
  const own = whole[rank] ?? hit;
  const askedOwn = asked.find(sameEntry);
  const rival = asked.find((candidate) => !sameEntry(candidate));
  const rivalShare = rival ? rival.score / (askedOwn ?? own).score : 0;
  return (
    rivalShare >= LONE_RIVAL_SHARE ||
    (rivalShare >= PARTIAL_RIVAL_SHARE && own.confidence < PARTIAL_CONFIDENCE) ||
    (own.similarity < UNBACKED_SIMILARITY && rivalShare >= UNBACKED_RIVAL_SHARE) ||
    rank < 0 ||
    rank >= WHOLE_MESSAGE_RANK ||
    (own.matched <= 1 && own.similarity < ONE_WORD_SIMILARITY) ||
    (own.topicCoverage < OFF_TOPIC_COVERAGE && own.similarity < OFF_TOPIC_SIMILARITY) ||
    (own.similarity < UNLIKE_SIMILARITY && own.topicCoverage < TOPIC_COVERAGE_FOR_UNLIKE)
  );
}

/**
 * A means of payment (cheque, cash, transfer, card) named beside paying or accepting, or alone in
 * a short question: the FAQ has no entry on how to pay, and the price entry (whose words include
 * paying) answers what it costs, not how it is paid: offered, not given.
 */
const PAYMENT_MEANS =
  /\b(?:cheques?|checks?|cash|especes?|liquide|virements?|(?:bank|wire) transfers?|transfert bancaire|cartes? (?:bancaires?|de credit)|(?:credit|debit|bank) cards?|e ?dinar|d17|flous cash)\b/;
const PAYING =
  /\b(?:pay|paying|paid|payer|payez|paye|payable|paiements?|payments?|accept\w*|reglement|regler|nkhal\w*|n5al\w*|tkhal\w*|t5al\w*|only|seulement|uniquement)\b/;

function asksPaymentMeans(message: string): boolean {
  const folded = foldText(message);
  return (
    PAYMENT_MEANS.test(folded) &&
    (PAYING.test(folded) || folded.split(/\s+/).filter(Boolean).length <= 4)
  );
}

/**
 * The entries that answer a message: one per question it asks (a long message is cut into its
 * question sentences, a sentence joining two questions into its halves), else the best entry
 * for the whole message. A lone answer too weakly supported is returned as `doubtful` instead.
 */
function answeringHits(
  index: FaqIndex,
  search: Search,
  message: string,
  language: Language,
  derja: boolean,
) {
  const confident = (text: string) => confidentHit(search(text, language, 3, derja));
  const found: FaqHit[] = [];
  const { questions, parts } = segmentMessage(message);
  questions.forEach((sentence, position) => {
    const halves = parts[position] ?? [];
    const halfHits = halves.length > 1 ? halves.map(confident) : [];
    const distinct = new Set(halfHits.flatMap((hit) => (hit ? [hit.entry.id] : [])));
    if (distinct.size > 1) {
      for (const hit of halfHits) if (hit) found.push(hit);
      return;
    }
    // In a long sentence the visitor describes first and asks last: the asking clause decides.
    const long = sentence.split(/\s+/).length >= LONG_SENTENCE_WORDS;
    const hit = long
      ? (lastClauseHit(sentence, confident) ?? confident(sentence) ?? halfHits.find(Boolean))
      : (confident(sentence) ?? halfHits.find(Boolean) ?? lastClauseHit(sentence, confident));
    if (hit) found.push(hit);
  });
  const whole = search(message, language, 3, derja);
  // What the visitor asks, without the description of their venue before it (most messages are
  // only their question: the same search).
  const askedText = questions.join(' ');
  const asked =
    questions.length > 0 && askedText !== message.trim()
      ? search(askedText, language, 3, derja)
      : whole;
  if (found.length === 0) {
    const hit = confidentHit(whole);
    if (hit) found.push(hit);
  }
  const seen = new Set<number>();
  const hits = found
    .filter((hit) => !seen.has(hit.entry.id) && seen.add(hit.entry.id))
    .slice(0, MAX_ANSWERS);
  const [lone] = hits;
  if (
    hits.length === 1 &&
    lone &&
    (asksPaymentMeans(message) || weakLoneAnswer(index, lone, whole, asked))
  ) {
    return { hits: [], doubtful: [lone] };
  }
  return { hits, doubtful: [] };
}

/** The products by how visitors name them (folded text), with the name their entry searches on. */
const PRODUCTS = [
  { pattern: /\bnano ?box\w*|\bnano\b/, name: 'Nano Box' },
  { pattern: /\bmulti ?box\w*|\bmulti\b/, name: 'Multi Boxes' },
  { pattern: /\bmega ?charg\w*|\bmega\b/, name: 'Mega Charger' },
];
/** Words that ask how two things differ ("farq" / "far9": difference in derja). */
const COMPARISON =
  /\b(difference|differences|differencie\w*|farq|far9|fark|vs|versus|compare\w*|comparaison|comparer|mieux que|better than)\b/;

/**
 * A message comparing two or more of the products ("nano box vs multi boxes", "chnowa el farq bin
 * el nano w el mega") asks what each one is: each product's own entry answers, not "why choose
 * us" (whose question holds "difference") nor one of the two.
 */
function comparedProducts(search: Search, message: string, language: Language, derja: boolean) {
  const folded = foldText(message);
  if (!COMPARISON.test(folded)) return [];
  const named = PRODUCTS.filter((product) => product.pattern.test(folded));
  if (named.length < 2) return [];
  const hits = named.map((product) =>
    search(product.name, language, 3, derja).find(
      (hit) => hit.confidence >= CONFIDENCE_THRESHOLD && hit.entry.question.includes(product.name),
    ),
  );
  return hits.every((hit) => hit !== undefined) ? (hits as FaqHit[]) : [];
}

/** How many entries a search keeps: the suggestions look this far down. */
const SEARCHED = 8;

type Search = (text: string, language: Language, limit: number, derja: boolean) => FaqHit[];

/**
 * The index's search for one message: each text is searched once (a one-sentence message is its
 * own question, the whole message and the suggestions' search: three times the same work).
 */
function searchOnce(index: FaqIndex): Search {
  const done = new Map<string, FaqHit[]>();
  return (text, language, limit, derja) => {
    const key = `${language}:${derja}:${text.trim()}`;
    let hits = done.get(key);
    if (!hits) {
      hits = index.search(text, language, SEARCHED, derja);
      done.set(key, hits);
    }
    return hits.slice(0, limit);
  };
}

/** The closest entries below the answering threshold, in the visitor's reading language. */
function suggestionHits(search: Search, message: string, language: Language, derja: boolean) {
  const seen = new Set<number>();
  return search(message, language, SEARCHED, derja)
    .filter(
      (hit) =>
        hit.confidence >= SUGGEST_THRESHOLD &&
        (hit.matched >= SUGGEST_WORDS || hit.similarity >= SUGGEST_SIMILARITY) &&
        hit.entry.language === language &&
        !seen.has(hit.entry.id) &&
        seen.add(hit.entry.id),
    )
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * `language` is the language to answer in (the page's when the message does not tell, see
 * detectLanguage). A derja message is read against the French entries, then answered with their
 * English twins on the English page.
 */
export function builtInReply(index: FaqIndex, message: string, language: Language): Reply {
  const base = {
    language,
    faqId: null,
    faqIds: [],
    complaintUrl: null,
    suggestions: [],
    handoff: false,
  };
  const replies = REPLIES[language];
  const talk = smallTalkOf(message);
  if (talk === 'human') {
    return { ...base, kind: 'human', response: replies.human, actions: ['contact'], handoff: true };
  }
  if (talk) return { ...base, kind: talk, response: replies[talk], actions: [] };
  if (outOfDomainTopic(message)) {
    return {
      ...base,
      kind: 'unknown',
      response: replies.outOfDomain,
      actions: ['contact'],
      handoff: true,
    };
  }
  if (isIncident(message)) {
    return {
      ...base,
      kind: 'incident',
      response: replies.incident,
      complaintUrl: '/reclamation-qr',
      actions: [],
      handoff: true,
    };
  }

  const derja = writesDerja(message);
  const readIn: Language = derja ? 'fr' : language;
  const inLanguage = (hit: FaqHit) => (readIn === language ? hit : index.twin(hit, language));
  const search = searchOnce(index);
  const compared = comparedProducts(search, message, readIn, derja);
  const found =
    compared.length > 0
      ? { hits: compared, doubtful: [] }
      : answeringHits(index, search, message, readIn, derja);
  const hits = found.hits.map(inLanguage);
  const [first] = hits;
  if (first) {
    return {
      ...base,
      kind: 'answer',
      response: hits.map(answerText).join('\n\n'),
      faqId: first.entry.id,
      faqIds: hits.map((hit) => hit.entry.id),
      actions: actionsFor(message),
    };
  }
  // A doubtful answer comes first among the suggestions, whatever its score, in the visitor's
  // language like the others.
  const offered = new Set<number>();
  const leads = suggestionHits(search, message, readIn, derja);
  const [lead] = leads;
  const coincidence =
    found.doubtful.length === 0 &&
    leads.length === 1 &&
    lead !== undefined &&
    lead.similarity < LONE_SUGGESTION_SIMILARITY;
  const suggestions: ChatSuggestion[] = [
    ...found.doubtful.map((hit) => index.twin(hit, language)),
    ...(coincidence ? [] : leads.map(inLanguage)),
  ]
    .filter((hit) => !offered.has(hit.entry.id) && offered.add(hit.entry.id))
    .slice(0, MAX_SUGGESTIONS)
    .map((hit) => ({ faqId: hit.entry.id, question: hit.entry.question }));
  if (suggestions.length > 0) {
    return { ...base, kind: 'suggest', response: replies.suggest, suggestions, actions: [] };
  }
  return {
    ...base,
    kind: 'unknown',
    response: replies.unknown,
    actions: ['contact'],
    handoff: true,
  };
}

/** The answer to a suggestion the visitor tapped, or undefined when that entry is gone. */
export function chosenReply(index: FaqIndex, faqId: number, message: string): Reply | undefined {
  const entry = index.entry(faqId);
  if (!entry) return undefined;
  return {
    language: entry.language,
    kind: 'answer',
    response: entry.answers.join('\n'),
    faqId: entry.id,
    faqIds: [entry.id],
    complaintUrl: null,
    suggestions: [],
    handoff: false,
    actions: actionsFor(message),
  };
}

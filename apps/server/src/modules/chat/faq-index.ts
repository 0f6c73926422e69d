import type { Language } from '@app/contracts';
import type { FaqEntry } from '@app/contracts/chat';
import { type NgramVector, ngramCounts, weighted } from './char-ngrams';
import { messageWords } from './normalize';
import { SEED_TWINS } from './seed-entries';
import { allowedTypos, editDistance, isMistypedStopWord, isStopWord, squeeze, stem } from './text';
import { CONCEPT_OF, OBJECT_CONCEPTS } from './thesaurus';

/**
 * In-memory full-text index of the FAQ (BM25 over question and answers, the question counting
 * double). Query words are accent-folded, stemmed, corrected for typos against the index
 * vocabulary and expanded with their concept; the confidence of a hit is the share of the
 * question's meaningful words (weighted by rarity) that the entry covers.
 */

export interface FaqHit {
  entry: FaqEntry;
  score: number;
  /** 0..1: how much of the visitor's question this entry covers. */
  confidence: number;
  /** 0..1: character n-gram cosine between the question and the entry's texts. */
  similarity: number;
  /** 0..1: the share of the question's words (weighted by rarity) the entry has. */
  coverage: number;
  /** How many of the question's meaningful words the entry has. */
  matched: number;
  /**
   * 0..1: the share of the question's words (weighted by rarity) found in the entry's question or
   * phrasings, exactly (not through a typo correction): what the entry is about, not what its
   * answer happens to mention.
   */
  topicCoverage: number;
}

interface IndexedEntry {
  entry: FaqEntry;
  frequencies: Map<string, number>;
  length: number;
  /** Each meaningful word of the entry's question and of each of its phrasings, as index forms. */
  questionWords: string[][][];
  /** The index forms of its question and phrasings. */
  topicTerms: Set<string>;
}

/** One meaningful word of the question: the forms it may take in the index. */
interface QueryUnit {
  terms: { term: string; weight: number }[];
  /** Names what is asked about (a product, "station") rather than what is asked. */
  object: boolean;
  number: boolean;
}

const QUESTION_WEIGHT = 2;
const ANSWER_WEIGHT = 1;
/** Extra score for an entry whose own question the visitor's words cover entirely. */
const QUESTION_FOCUS_BONUS = 0.5;
const K1 = 1.2;
const B = 0.75;
/** Weight of the character n-gram similarity in the ranking, in BM25 points. */
const SIMILARITY_SCORE = 2;
/**
 * When words and letters agree on an entry, this much n-gram similarity and word coverage answer
 * (chosen on the tuning half with typos injected, keeping its refusals).
 */
const AGREEING_SIMILARITY = 0.3;
const AGREEING_COVERAGE = 0.4;
/** …and at least this many of the question's words: one word shared proves little ("who won the match"). */
const AGREEING_WORDS = 2;
/** Below this share of the question covered, the assistant says it does not know. */
export const CONFIDENCE_THRESHOLD = 0.55;
/** A confident answer in the other language must beat this factor to win over the visitor's. */
const OTHER_LANGUAGE_FACTOR = 0.6;
/** From this length a word's first letter may be the mistyped one ("qarantee", "bocking"). */
const FIRST_LETTER_TYPO_LENGTH = 6;
/** Typo-corrected and prefix matches count a little less than exact ones. */
const FUZZY_WEIGHT = 0.8;
/** Share of the ranking score an object word (see OBJECT_CONCEPTS) keeps. */
const OBJECT_WEIGHT = 0.4;
/** How many rare words' worth of coverage answers a question of any length. */
const COVERAGE_CAP = 3;
/** A number the index does not know ("10 bornes", "4 étoiles") says little about the topic. */
const NUMBER_WEIGHT = 0.2;
/** The products: a question naming one is not answered by the entry about another. */
const PRODUCT_CONCEPTS = new Set(['~nano', '~multi', '~mega']);
/** Words the index has never seen still weigh in the question, a bit less than the rarest known one. */
const UNKNOWN_WORD_WEIGHT = 1;

/** Index forms of each meaningful word of a text: its stem, plus its concept when it has one. */
function wordForms(text: string): string[][] {
  const forms: string[][] = [];
  for (const word of messageWords(text)) {
    if (isStopWord(word)) continue;
    const stemmed = stem(word);
    const concept = CONCEPT_OF.get(stemmed);
    forms.push(concept ? [stemmed, concept] : [stemmed]);
  }
  return forms;
}

/** The meaningful words of a text, normalized but not stemmed: what the n-grams are cut from. */
const plainWords = (text: string, derja?: boolean) =>
  messageWords(text, derja).filter((word) => !isStopWord(word));

/** Index terms of a text: stems of its meaningful words plus their concepts. */
const termsOf = (text: string): string[] => wordForms(text).flat();

export class FaqIndex {
  private readonly entries: IndexedEntry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly ngramFrequency = new Map<string, number>();
  /** n-gram → the entries that have it, with its weight in their unit vector. */
  private readonly postings = new Map<string, { position: number; value: number }[]>();
  /** An n-gram no entry has says nothing about which entry answers. */
  private readonly ngramIdf = (gram: string) => {
    const frequency = this.ngramFrequency.get(gram);
    return frequency ? this.idf(frequency) : 0;
  };
  private readonly vocabulary: string[];
  /** Index words by their squeezed form ("instaler" finds "install"). */
  private readonly squeezed = new Map<string, string[]>();
  private readonly averageLength: number;
  private readonly maxIdf: number;
  private readonly resolved = new Map<string, { term: string; weight: number }[]>();
  private readonly byId = new Map<number, FaqEntry>();
  private readonly byQuestion = new Map<string, FaqEntry>();

  constructor(entries: readonly FaqEntry[]) {
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      this.byQuestion.set(`${entry.language}:${entry.question}`, entry);
    }
    this.entries = entries.map((entry) => {
      const frequencies = new Map<string, number>();
      const add = (text: string, weight: number) => {
        for (const term of termsOf(text)) {
          frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
        }
      };
      const phrasings = entry.phrasings ?? [];
      // Staff's alternate phrasings count like the question itself.
      for (const question of [entry.question, ...phrasings]) add(question, QUESTION_WEIGHT);
      for (const answer of entry.answers) add(answer, ANSWER_WEIGHT);
      let length = 0;
      for (const value of frequencies.values()) length += value;
      const questionWords = [entry.question, ...phrasings].map(wordForms);
      const topicTerms = new Set(questionWords.flat(2));
      return { entry, frequencies, length, questionWords, topicTerms };
    });
    // The entries' n-gram counts, then their document frequencies, then the weighted postings.
    const entryGrams = this.entries.map(({ entry }) => {
      const grams: NgramVector = new Map();
      for (const question of [entry.question, ...(entry.phrasings ?? [])]) {
        ngramCounts(plainWords(question), QUESTION_WEIGHT, grams);
      }
      for (const answer of entry.answers) ngramCounts(plainWords(answer), ANSWER_WEIGHT, grams);
      for (const gram of grams.keys()) {
        this.ngramFrequency.set(gram, (this.ngramFrequency.get(gram) ?? 0) + 1);
      }
      return grams;
    });
    entryGrams.forEach((grams, position) => {
      for (const [gram, value] of weighted(grams, this.ngramIdf)) {
        const list = this.postings.get(gram) ?? [];
        list.push({ position, value });
        this.postings.set(gram, list);
      }
    });
    for (const { frequencies } of this.entries) {
      for (const term of frequencies.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    // Concept words are known even when no entry uses that exact word, so typos of them resolve.
    const known = new Set([...this.documentFrequency.keys(), ...CONCEPT_OF.keys()]);
    this.vocabulary = [...known].filter((term) => !term.startsWith('~'));
    for (const term of this.vocabulary) {
      const key = squeeze(term);
      this.squeezed.set(key, [...(this.squeezed.get(key) ?? []), term]);
    }
    this.averageLength =
      this.entries.reduce((sum, item) => sum + item.length, 0) / Math.max(1, this.entries.length);
    this.maxIdf = this.idf(0);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The entry with this id, if the FAQ still has it. */
  entry(id: number): FaqEntry | undefined {
    return this.byId.get(id);
  }

  /**
   * The same hit in another language: the seeded translation of its entry when the FAQ still has
   * it with the same question, else the hit itself (an entry staff wrote in one language only).
   */
  twin(hit: FaqHit, language: Language): FaqHit {
    if (hit.entry.language === language) return hit;
    const question = SEED_TWINS.get(hit.entry.question);
    const twin = question ? this.byQuestion.get(`${language}:${question}`) : undefined;
    return twin ? { ...hit, entry: twin } : hit;
  }

  private idf(documentFrequency: number): number {
    const n = this.entries.length;
    return Math.log(1 + (n - documentFrequency + 0.5) / (documentFrequency + 0.5));
  }

  private termIdf(term: string): number {
    return this.idf(this.documentFrequency.get(term) ?? 0);
  }

  /** Index forms of one stemmed query word: itself, or its typo-corrected/prefix twins. */
  private resolve(stemmed: string): { term: string; weight: number }[] {
    const cached = this.resolved.get(stemmed);
    if (cached) return cached;
    let found: { term: string; weight: number }[] = [];
    if (this.documentFrequency.has(stemmed) || CONCEPT_OF.has(stemmed)) {
      found = [{ term: stemmed, weight: 1 }];
    } else if (this.squeezed.has(squeeze(stemmed))) {
      found = (this.squeezed.get(squeeze(stemmed)) ?? []).map((term) => ({
        term,
        weight: FUZZY_WEIGHT,
      }));
    } else if (!/^\d+$/.test(stemmed)) {
      const typos = allowedTypos(stemmed.length);
      let best = typos + 1;
      for (const candidate of this.vocabulary) {
        // People rarely mistype a short word's first letter; allowing it makes "wher" read "cher".
        if (candidate[0] !== stemmed[0] && stemmed.length < FIRST_LETTER_TYPO_LENGTH) continue;
        let distance = editDistance(stemmed, candidate, typos);
        // "recharg" ~ "rechargement": a word cut short or run on still counts.
        if (
          distance > typos &&
          stemmed.length >= 5 &&
          candidate.length >= 5 &&
          (candidate.startsWith(stemmed) || stemmed.startsWith(candidate))
        ) {
          distance = typos;
        }
        if (distance > typos || distance > best) continue;
        if (distance < best) {
          best = distance;
          found = [];
        }
        found.push({ term: candidate, weight: FUZZY_WEIGHT });
      }
      // Too many equally close words means the guess is noise.
      if (found.length > 3) found = [];
    }
    const expanded = found.flatMap(({ term, weight }) => {
      const concept = CONCEPT_OF.get(term);
      return concept
        ? [
            { term, weight },
            { term: concept, weight },
          ]
        : [{ term, weight }];
    });
    if (this.resolved.size > 50_000) this.resolved.clear();
    this.resolved.set(stemmed, expanded);
    return expanded;
  }

  private queryUnits(words: readonly string[]): QueryUnit[] {
    const seen = new Set<string>();
    const units: QueryUnit[] = [];
    for (const word of words) {
      if (isStopWord(word)) continue;
      const stemmed = stem(word);
      // "vouus", "eest": a glue word typed with a doubled letter.
      if (!this.documentFrequency.has(stemmed) && isStopWord(squeeze(word))) continue;
      if (seen.has(stemmed)) continue;
      seen.add(stemmed);
      const terms = this.resolve(stemmed);
      if (terms.length === 0 && isMistypedStopWord(word)) continue;
      units.push({
        terms,
        object: terms.some(({ term }) => OBJECT_CONCEPTS.has(term)),
        // "10 bornes", "4 etoiles", "3am": a number or a time says little about the topic.
        number: /^\d+(?:[a-z]|am|pm|mn|min)?$/.test(stemmed),
      });
    }
    return units;
  }

  /** The n-gram cosine of each entry with the words of a question, by entry position. */
  private similarities(words: readonly string[]): Float64Array {
    const result = new Float64Array(this.entries.length);
    for (const [gram, value] of weighted(ngramCounts(words), this.ngramIdf)) {
      for (const posting of this.postings.get(gram) ?? []) {
        result[posting.position] = (result[posting.position] ?? 0) + value * posting.value;
      }
    }
    return result;
  }

  /**
   * Best entries for a question, best first; `language` is the visitor's, `derja` whether the
   * visitor writes derja (guessed from the question when not given).
   */
  search(question: string, language: Language, limit = 3, derja?: boolean): FaqHit[] {
    const words = messageWords(question, derja);
    const units = this.queryUnits(words);
    if (units.length === 0 || this.entries.length === 0) return [];
    // Weight of each unit in the question: its rarest form, or a high weight when unknown.
    const unitWeights = units.map((unit) => {
      const weight =
        unit.terms.length === 0
          ? this.maxIdf * (unit.number ? NUMBER_WEIGHT : UNKNOWN_WORD_WEIGHT)
          : Math.max(...unit.terms.map(({ term, weight }) => this.termIdf(term) * weight));
      return unit.object ? weight * OBJECT_WEIGHT : weight;
    });
    // A long sentence carries context ("I run a café in La Marsa…"): once the words covered weigh
    // as much as a few rare words, the entry answers it, whatever else the sentence says.
    const totalWeight = Math.min(
      unitWeights.reduce((sum, value) => sum + value, 0),
      this.maxIdf * COVERAGE_CAP,
    );

    const queryTerms = new Set(units.flatMap((unit) => unit.terms.map(({ term }) => term)));
    const askedProducts = [...queryTerms].filter((term) => PRODUCT_CONCEPTS.has(term));
    const similarities = this.similarities(words.filter((word) => !isStopWord(word)));
    // The entry most like the question in its language, in letters: the n-gram view's one vote.
    let nearest = -1;
    similarities.forEach((similarity, position) => {
      const item = this.entries[position];
      if (item?.entry.language !== language) return;
      if (nearest < 0 || similarity > (similarities[nearest] ?? 0)) nearest = position;
    });
    const hits: FaqHit[] = [];
    this.entries.forEach((item, position) => {
      const similarity = similarities[position] ?? 0;
      let score = 0;
      let covered = 0;
      let matched = 0;
      let topical = 0;
      units.forEach((unit, index) => {
        let unitScore = 0;
        let onTopic = false;
        for (const { term, weight } of unit.terms) {
          const frequency = item.frequencies.get(term);
          if (!frequency) continue;
          if (weight === 1 && item.topicTerms.has(term)) onTopic = true;
          const saturation =
            (frequency * (K1 + 1)) /
            (frequency + K1 * (1 - B + (B * item.length) / this.averageLength));
          unitScore = Math.max(unitScore, this.termIdf(term) * weight * saturation);
        }
        if (unitScore > 0) {
          score += unit.object ? unitScore * OBJECT_WEIGHT : unitScore;
          covered += unitWeights[index] ?? 0;
          if (onTopic) topical += unitWeights[index] ?? 0;
          matched++;
        }
      });
      if (score === 0) return;
      const factor = item.entry.language === language ? 1 : OTHER_LANGUAGE_FACTOR;
      // Among entries that mention the same words, prefer the one whose question is about them.
      const questionCoverage = Math.max(
        ...item.questionWords.map(
          (question) =>
            question.filter((forms) => forms.some((form) => queryTerms.has(form))).length /
            Math.max(1, question.length),
        ),
      );
      const coverage = totalWeight > 0 ? Math.min(1, covered / totalWeight) : 0;
      // "comment fonctionne la Multi Boxes": the Nano Box entry may share every other word, it
      // still does not answer (nor is it offered).
      const entryProducts = (item.questionWords[0] ?? [])
        .flat()
        .filter((form) => PRODUCT_CONCEPTS.has(form));
      const otherProduct =
        askedProducts.length === 1 &&
        entryProducts.length > 0 &&
        !entryProducts.some((form) => askedProducts.includes(form));
      if (otherProduct) return;
      hits.push({
        entry: item.entry,
        score:
          (score + SIMILARITY_SCORE * similarity) *
          factor *
          (1 + QUESTION_FOCUS_BONUS * questionCoverage),
        confidence: coverage * factor,
        coverage,
        similarity,
        matched,
        topicCoverage: totalWeight > 0 ? Math.min(1, topical / totalWeight) : 0,
      });
    });
    hits.sort((a, b) => b.score - a.score || b.confidence - a.confidence);
    // Two views agree: the best-ranked entry on words is also the nearest in letters, and covers a
    // fair part of the question. Words that did not resolve (a typo, a spelling) no longer veto it.
    const [best] = hits;
    if (
      best &&
      best.entry === this.entries[nearest]?.entry &&
      best.similarity >= AGREEING_SIMILARITY &&
      best.coverage >= AGREEING_COVERAGE &&
      best.matched >= AGREEING_WORDS
    ) {
      best.confidence = Math.max(best.confidence, CONFIDENCE_THRESHOLD);
    }
    return hits.slice(0, limit);
  }
}

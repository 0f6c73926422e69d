import type { Language } from '@app/contracts';
import type { FaqEntry } from '@app/contracts/chat';
import { messageWords } from './normalize';
import { allowedTypos, editDistance, isMistypedStopWord, isStopWord, stem } from './text';
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
}

interface IndexedEntry {
  entry: FaqEntry;
  frequencies: Map<string, number>;
  length: number;
  /** Each meaningful word of the entry's question and of each of its phrasings, as index forms. */
  questionWords: string[][][];
}

/** One meaningful word of the question: the forms it may take in the index. */
interface QueryUnit {
  terms: { term: string; weight: number }[];
  /** Names what is asked about (a product, "station") rather than what is asked. */
  object: boolean;
  number: boolean;
}

const QUESTION_WEIGHT = 2;
/** Extra score for an entry whose own question the visitor's words cover entirely. */
const QUESTION_FOCUS_BONUS = 0.5;
const K1 = 1.2;
const B = 0.75;
/** Below this share of the question covered, the assistant says it does not know. */
export const CONFIDENCE_THRESHOLD = 0.55;
/** A confident answer in the other language must beat this factor to win over the visitor's. */
const OTHER_LANGUAGE_FACTOR = 0.6;
/** Typo-corrected and prefix matches count a little less than exact ones. */
const FUZZY_WEIGHT = 0.8;
/** Share of the ranking score an object word (see OBJECT_CONCEPTS) keeps. */
const OBJECT_WEIGHT = 0.4;
/** How many rare words' worth of coverage answers a question of any length. */
const COVERAGE_CAP = 3;
/** A number the index does not know ("10 bornes", "4 étoiles") says little about the topic. */
const NUMBER_WEIGHT = 0.2;
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

/** Index terms of a text: stems of its meaningful words plus their concepts. */
const termsOf = (text: string): string[] => wordForms(text).flat();

export class FaqIndex {
  private readonly entries: IndexedEntry[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly vocabulary: string[];
  private readonly averageLength: number;
  private readonly maxIdf: number;
  private readonly resolved = new Map<string, { term: string; weight: number }[]>();

  constructor(entries: readonly FaqEntry[]) {
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
      for (const answer of entry.answers) add(answer, 1);
      let length = 0;
      for (const value of frequencies.values()) length += value;
      const questionWords = [entry.question, ...phrasings].map(wordForms);
      return { entry, frequencies, length, questionWords };
    });
    for (const { frequencies } of this.entries) {
      for (const term of frequencies.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    // Concept words are known even when no entry uses that exact word, so typos of them resolve.
    const known = new Set([...this.documentFrequency.keys(), ...CONCEPT_OF.keys()]);
    this.vocabulary = [...known].filter((term) => !term.startsWith('~'));
    this.averageLength =
      this.entries.reduce((sum, item) => sum + item.length, 0) / Math.max(1, this.entries.length);
    this.maxIdf = this.idf(0);
  }

  get size(): number {
    return this.entries.length;
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
    } else if (!/^\d+$/.test(stemmed)) {
      const typos = allowedTypos(stemmed.length);
      let best = typos + 1;
      for (const candidate of this.vocabulary) {
        // People rarely mistype a word's first letter; allowing it makes "wher" read "cher".
        if (candidate[0] !== stemmed[0]) continue;
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

  private queryUnits(question: string, derja?: boolean): QueryUnit[] {
    const seen = new Set<string>();
    const units: QueryUnit[] = [];
    for (const word of messageWords(question, derja)) {
      if (isStopWord(word)) continue;
      const stemmed = stem(word);
      if (seen.has(stemmed)) continue;
      seen.add(stemmed);
      const terms = this.resolve(stemmed);
      if (terms.length === 0 && isMistypedStopWord(word)) continue;
      units.push({
        terms,
        object: terms.some(({ term }) => OBJECT_CONCEPTS.has(term)),
        number: /^\d+[a-z]?$/.test(stemmed),
      });
    }
    return units;
  }

  /**
   * Best entries for a question, best first; `language` is the visitor's, `derja` whether the
   * visitor writes derja (guessed from the question when not given).
   */
  search(question: string, language: Language, limit = 3, derja?: boolean): FaqHit[] {
    const units = this.queryUnits(question, derja);
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
    const hits: FaqHit[] = [];
    for (const item of this.entries) {
      let score = 0;
      let covered = 0;
      units.forEach((unit, index) => {
        let unitScore = 0;
        for (const { term, weight } of unit.terms) {
          const frequency = item.frequencies.get(term);
          if (!frequency) continue;
          const saturation =
            (frequency * (K1 + 1)) /
            (frequency + K1 * (1 - B + (B * item.length) / this.averageLength));
          unitScore = Math.max(unitScore, this.termIdf(term) * weight * saturation);
        }
        if (unitScore > 0) {
          score += unit.object ? unitScore * OBJECT_WEIGHT : unitScore;
          covered += unitWeights[index] ?? 0;
        }
      });
      if (score === 0) continue;
      const factor = item.entry.language === language ? 1 : OTHER_LANGUAGE_FACTOR;
      // Among entries that mention the same words, prefer the one whose question is about them.
      const questionCoverage = Math.max(
        ...item.questionWords.map(
          (question) =>
            question.filter((forms) => forms.some((form) => queryTerms.has(form))).length /
            Math.max(1, question.length),
        ),
      );
      hits.push({
        entry: item.entry,
        score: score * factor * (1 + QUESTION_FOCUS_BONUS * questionCoverage),
        confidence: totalWeight > 0 ? Math.min(1, covered / totalWeight) * factor : 0,
      });
    }
    hits.sort((a, b) => b.score - a.score || b.confidence - a.confidence);
    return hits.slice(0, limit);
  }
}

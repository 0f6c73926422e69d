import { z } from 'zod';
import lexicon from './lexicons/intents.json';
import { foldText } from './text';

/**
 * What a message is before it is a FAQ question: a problem report (the urgent path, never a
 * product description) or a topic outside the company's domain (refused, never matched on a
 * shared word). The word lists are data (lexicons/intents.json), checked by this schema at load.
 */

const patternSchema = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

export const intentsLexiconSchema = z.object({
  $comment: z.string(),
  incident: z.object({
    patterns: z.array(patternSchema).min(1),
    hypothetical: z.array(patternSchema),
  }),
  eventReport: z.object({
    asks: z.array(patternSchema).min(1),
    happened: z.array(patternSchema).min(1),
    things: z.array(patternSchema).min(1),
  }),
  outOfDomain: z.object({
    unless: z.array(patternSchema),
    groups: z
      .array(z.object({ topic: z.string().min(1), all: z.array(patternSchema).min(1) }))
      .min(1),
  }),
});

const parsed = intentsLexiconSchema.parse(lexicon);
const compile = (sources: readonly string[]) => sources.map((source) => new RegExp(source));
const incidentPatterns = compile(parsed.incident.patterns);
const hypothetical = compile(parsed.incident.hypothetical);
const asks = compile(parsed.eventReport.asks);
const happened = compile(parsed.eventReport.happened);
const things = compile(parsed.eventReport.things);
const domainWords = compile(parsed.outOfDomain.unless);
const topics = parsed.outOfDomain.groups.map((group) => ({
  topic: group.topic,
  all: compile(group.all),
}));

/**
 * Whether a message tells of something that happened rather than asks: no question or request,
 * a past tense or a negated verb, and a thing of ours or the visitor's ("the charger burnt my
 * phone", "locker 5 won't close"). Said to a station's assistant, that is a problem report, in
 * words no incident list has to foresee.
 */
function tellsEvent(message: string, folded: string): boolean {
  return (
    !message.includes('?') &&
    !asks.some((pattern) => pattern.test(folded)) &&
    happened.some((pattern) => pattern.test(folded)) &&
    things.some((pattern) => pattern.test(folded))
  );
}

/**
 * The folded message and its other derja spelling: "kh" is also written "5" ("ma ye5demch",
 * "ma yekhdemch"), so a pattern written with one spelling reads both.
 */
function spellings(message: string): string[] {
  const folded = foldText(message.replace(/['’]/g, ' '));
  const other = folded.includes('kh')
    ? folded.replace(/kh/g, '5')
    : /[a-z]5|5[a-z]/.test(folded)
      ? folded.replace(/([a-z])5|5(?=[a-z])/g, (_match, before = '') => `${before}kh`)
      : undefined;
  return other ? [folded, other] : [folded];
}

/** Whether a message reports a problem happening now (not "what if it breaks?"). */
export function isIncident(message: string): boolean {
  const forms = spellings(message);
  return (
    forms.some(
      (folded) =>
        incidentPatterns.some((pattern) => pattern.test(folded)) || tellsEvent(message, folded),
    ) && !forms.some((folded) => hypothetical.some((pattern) => pattern.test(folded)))
  );
}

/** The outside topic a message is about (time, weather, football…), unless it names our domain. */
export function outOfDomainTopic(message: string): string | undefined {
  for (const folded of spellings(message)) {
    const topic = outsideTopic(folded);
    if (topic) return topic;
  }
  return undefined;
}

function outsideTopic(folded: string): string | undefined {
  if (domainWords.some((pattern) => pattern.test(folded))) {
    // Prompt injection stays what it is whatever words it borrows.
    const injection = topics.find((group) => group.topic === 'prompt injection');
    return injection?.all.every((pattern) => pattern.test(folded)) ? injection.topic : undefined;
  }
  return topics.find((group) => group.all.every((pattern) => pattern.test(folded)))?.topic;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type EvaluationCase, evaluate } from '../../../src/modules/chat/evaluation';
import { SEED_FAQ } from '../../../src/modules/chat/seed-entries';

const { cases } = JSON.parse(
  readFileSync(new URL('./chat-eval.json', import.meta.url), 'utf8'),
) as { cases: EvaluationCase[] };
const entries = SEED_FAQ.map((entry, index) => ({ id: index + 1, ...entry }));

describe('chat evaluation set (npm run chat:eval)', () => {
  it('has at least 40 visitor questions, 10 of them unanswerable, each expecting a real entry', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((item) => item.expected === null).length).toBeGreaterThanOrEqual(10);
    const questions = new Set(entries.map((entry) => entry.question));
    for (const item of cases) {
      if (item.expected !== null) expect(questions).toContain(item.expected);
    }
  });

  it('answers at least 90 % with the right entry and refuses every unanswerable question', () => {
    const result = evaluate(entries, cases);
    expect(result.accuracy, JSON.stringify(result.failures, null, 2)).toBeGreaterThanOrEqual(0.9);
    expect(result.unanswerable.refused).toBe(result.unanswerable.total);
  });
});

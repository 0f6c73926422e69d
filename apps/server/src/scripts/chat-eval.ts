// `npm run chat:eval`: top-1 accuracy of the built-in chat engine on test/chat-eval.json, against
// the FAQ the application is seeded with.
import { readFileSync } from 'node:fs';
import { builtInReply } from '../modules/chat/built-in-assistant';
import { type EvaluationCase, evaluate } from '../modules/chat/evaluation';
import { FaqIndex } from '../modules/chat/faq-index';
import { SEED_FAQ } from '../modules/chat/seed-entries';
import { detectLanguage } from '../modules/chat/text';

const file = new URL('../../test/chat-eval.json', import.meta.url);
const { cases } = JSON.parse(readFileSync(file, 'utf8')) as { cases: EvaluationCase[] };
const entries = SEED_FAQ.map((entry, index) => ({ id: index + 1, ...entry }));
const result = evaluate(entries, cases);

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(`Chat evaluation: ${cases.length} questions, ${entries.length} FAQ entries`);
console.log(
  `Top-1 accuracy: ${percent(result.accuracy)} (${result.correct}/${result.total}, target ≥ 90 %)`,
);
console.log(
  `Unanswerable questions answered "I don't know": ${result.unanswerable.refused}/${result.unanswerable.total}`,
);
for (const failure of result.failures) {
  console.log(
    `  ✗ ${failure.message}\n      expected: ${failure.expected ?? "I don't know"}\n      got:      ${failure.got ?? "I don't know"}`,
  );
}
// What the engine itself costs per question, warm (the typo cache filled by the run above).
const index = new FaqIndex(entries);
const PASSES = 20;
const started = performance.now();
for (let pass = 0; pass < PASSES; pass++) {
  for (const item of cases) builtInReply(index, item.message, detectLanguage(item.message, 'fr'));
}
const perQuestion = (performance.now() - started) / (PASSES * cases.length);
console.log(
  `Engine time: ${perQuestion.toFixed(2)} ms per question (retrieval and reply, no HTTP or database)`,
);

const passed = result.accuracy >= 0.9 && result.unanswerable.refused === result.unanswerable.total;
process.exitCode = passed ? 0 : 1;

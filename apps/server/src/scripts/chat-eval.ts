// `npm run chat:eval`: the built-in chat engine against the FAQ the application is seeded with, on
// test/modules/chat/chat-eval/visitors.json (its tuning half and its held-back half, printed
// apart), on the fresh sets test/modules/chat/chat-eval/fresh-*.json (written by someone who had
// not seen the engine's lexicons, never used for tuning) and on the original small set
// test/modules/chat/chat-eval.json. `--failures` lists the tuning half's misses; the held-back
// half's and the fresh sets' misses are only listed with `--held-back-failures` and
// `--fresh-failures`, after tuning is over. Issue 34's set, test/modules/chat/chat-eval/
// visitors-2026-11-27.json, is scored by acceptable / confidently wrong / refused (see
// evaluation.ts): `--issue34-failures` lists its tuning half's misses,
// `--issue34-held-back-failures` its held-back half's (only once tuning is over).
import { readdirSync, readFileSync } from 'node:fs';
import { builtInReply } from '../modules/chat/built-in-assistant';
import { type EvaluationCase, evaluate } from '../modules/chat/evaluation';
import { FaqIndex } from '../modules/chat/faq-index';
import { SEED_FAQ } from '../modules/chat/seed-entries';
import { detectLanguage } from '../modules/chat/text';

const load = (path: string) =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { cases: EvaluationCase[] })
    .cases;
const original = load('../../test/modules/chat/chat-eval.json');
const visitors = load('../../test/modules/chat/chat-eval/visitors.json');
const issue34 = load('../../test/modules/chat/chat-eval/visitors-2026-11-27.json');
const freshSets = readdirSync(new URL('../../test/modules/chat/chat-eval/', import.meta.url))
  .filter((name) => /^fresh-.*\.json$/.test(name))
  .sort()
  .map((name) => ({ name, cases: load(`../../test/modules/chat/chat-eval/${name}`) }));
const fresh = freshSets.flatMap((set) => set.cases);
const entries = SEED_FAQ.map((entry, index) => ({ id: index + 1, ...entry }));
const args = new Set(process.argv.slice(2));

const percent = (value: number, total: number) =>
  `${total ? ((value / total) * 100).toFixed(1) : '0.0'} % (${value}/${total})`;

function report(name: string, cases: EvaluationCase[], showFailures: boolean) {
  const result = evaluate(entries, cases);
  console.log(
    `${name.padEnd(22)} ${String(cases.length).padStart(3)} questions · top-1 ${percent(result.answerable.correct, result.answerable.total)} · refusals ${percent(result.unanswerable.refused, result.unanswerable.total)} · acceptable ${percent(result.acceptable, result.total)} · confidently wrong ${percent(result.confidentlyWrong, result.total)}`,
  );
  if (showFailures) {
    for (const failure of result.failures) {
      console.log(
        `  ✗ ${failure.message}\n      expected: ${JSON.stringify(failure.expected ?? "I don't know")}\n      got:      ${failure.kind} ${failure.got.length ? JSON.stringify(failure.got) : ''}`,
      );
    }
  }
  return result;
}

console.log(`Chat evaluation against ${entries.length} seeded FAQ entries`);
const tuning = visitors.filter((item) => item.split === 'tuning');
const heldBack = visitors.filter((item) => item.split === 'held-back');
report('visitors: tuning', tuning, args.has('--failures'));
const held = report('visitors: held-back', heldBack, args.has('--held-back-failures'));
for (const language of ['fr', 'en', 'dj'] as const) {
  report(
    `  held-back ${language}`,
    heldBack.filter((item) => item.language === language),
    false,
  );
}
report('fresh (never tuned)', fresh, args.has('--fresh-failures'));
// Each fresh set alone: each was written at another time, before that round's changes.
for (const set of freshSets) report(`  ${set.name.replace(/\.json$/, '')}`, set.cases, false);
for (const language of ['fr', 'en', 'dj'] as const) {
  report(
    `  fresh ${language}`,
    fresh.filter((item) => item.language === language),
    false,
  );
}
const small = report('original set', original, args.has('--failures'));

console.log(
  '\nIssue 34 set (visitors-2026-11-27.json): suggestions count as acceptable when they hold the answer',
);
report(
  'issue34: tuning',
  issue34.filter((item) => item.split === 'tuning'),
  args.has('--issue34-failures'),
);
const held34Cases = issue34.filter((item) => item.split === 'held-back');
const held34 = report('issue34: held-back', held34Cases, args.has('--issue34-held-back-failures'));
for (const language of ['fr', 'en', 'dj'] as const) {
  report(
    `  held-back ${language}`,
    held34Cases.filter((item) => item.language === language),
    false,
  );
}
const outside = held34Cases.filter((item) => item.expected === null && !item.incident);
const outsideResult = evaluate(entries, outside);
const incidentsResult = evaluate(
  entries,
  held34Cases.filter((item) => item.incident),
);
console.log(
  `  held-back: out-of-domain refused ${percent(outsideResult.unanswerable.refused, outsideResult.unanswerable.total)} · incident reports given the urgent path ${percent(incidentsResult.incidents.urgentPath, incidentsResult.incidents.total)} · suggestions holding the answer ${percent(held34.answerable.suggested, held34.answerable.total)}`,
);
const meets34 =
  held34.acceptable >= 0.9 * held34.total &&
  held34.confidentlyWrong <= 0.02 * held34.total &&
  outsideResult.unanswerable.refused >= 0.95 * outsideResult.unanswerable.total;
console.log(
  `Issue 34 targets on its held-back half (≥ 90 % acceptable, ≤ 2 % confidently wrong, ≥ 95 % out-of-domain refused): ${meets34 ? 'met' : 'NOT met'}`,
);

// What the engine itself costs per question, warm (the typo cache filled by the runs above).
const index = new FaqIndex(entries);
const all = [...visitors, ...fresh, ...original, ...issue34];
const PASSES = 10;
const started = performance.now();
for (let pass = 0; pass < PASSES; pass++) {
  for (const item of all) builtInReply(index, item.message, detectLanguage(item.message, 'fr'));
}
const perQuestion = (performance.now() - started) / (PASSES * all.length);
console.log(
  `Engine time: ${perQuestion.toFixed(2)} ms per question (retrieval and reply, no HTTP or database)`,
);

const meets = (result: ReturnType<typeof evaluate>) =>
  result.answerable.correct >= 0.9 * result.answerable.total &&
  result.unanswerable.refused >= 0.9 * result.unanswerable.total;
console.log(
  `Targets on the held-back half (≥ 90 % top-1, ≥ 90 % refusals): ${meets(held) ? 'met' : 'NOT met'}`,
);
process.exitCode = meets(held) && small.accuracy >= 0.9 ? 0 : 1;

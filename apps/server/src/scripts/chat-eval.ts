// `npm run chat:eval`: the built-in chat engine against the FAQ the application is seeded with, on
// test/modules/chat/chat-eval/visitors.json (its tuning half and its held-back half, printed
// apart), on the fresh sets test/modules/chat/chat-eval/fresh-*.json (written by someone who had
// not seen the engine's lexicons, never used for tuning) and on the original small set
// test/modules/chat/chat-eval.json. `--failures` lists the tuning half's misses; the held-back
// half's and the fresh sets' misses are only listed with `--held-back-failures` and
// `--fresh-failures`, after tuning is over. Issue 34's set, test/modules/chat/chat-eval/
// visitors-2026-11-27.json, is scored by acceptable / confidently wrong / refused (see
// evaluation.ts): `--issue34-failures` lists its tuning half's misses,
// `--issue34-held-back-failures` its held-back half's (only once tuning is over). The second
// issue-34 set, visitors-2026-11-27b.json, is scored the same way and by the same flags, and so are
// tuning-2026-11-27c.json, tuning-2026-11-27d.json, tuning-2026-11-27e.json and
// tuning-2026-11-27f.json, questions written to tune on (they have no held-back half).
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
const issue34b = load('../../test/modules/chat/chat-eval/visitors-2026-11-27b.json');
const issue34c = load('../../test/modules/chat/chat-eval/tuning-2026-11-27c.json');
const issue34d = load('../../test/modules/chat/chat-eval/tuning-2026-11-27d.json');
const issue34e = load('../../test/modules/chat/chat-eval/tuning-2026-11-27e.json');
const issue34f = load('../../test/modules/chat/chat-eval/tuning-2026-11-27f.json');
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

// Issue 34's sets, scored by acceptable / confidently wrong / refused. Each was split with a fixed
// seed and committed before tuning: only the tuning halves guide changes to the engine.
const issue34Sets = [
  {
    name: 'issue34',
    file: 'visitors-2026-11-27.json',
    cases: issue34,
    flag: '--issue34-failures',
    heldFlag: '--issue34-held-back-failures',
  },
  {
    name: 'issue34b',
    file: 'visitors-2026-11-27b.json',
    cases: issue34b,
    flag: '--issue34-failures',
    heldFlag: '--issue34-held-back-failures',
  },
  {
    name: 'issue34c',
    file: 'tuning-2026-11-27c.json',
    cases: issue34c,
    flag: '--issue34-failures',
    heldFlag: '--issue34-held-back-failures',
  },
  {
    name: 'issue34d',
    file: 'tuning-2026-11-27d.json',
    cases: issue34d,
    flag: '--issue34-failures',
    heldFlag: '--issue34-held-back-failures',
  },
  {
    name: 'issue34e',
    file: 'tuning-2026-11-27e.json',
    cases: issue34e,
    flag: '--issue34-failures',
    heldFlag: '--issue34-held-back-failures',
  },
  {
    name: 'issue34f',
    file: 'tuning-2026-11-27f.json',
    cases: issue34f,
    flag: '--issue34-failures',
    heldFlag: '--issue34-held-back-failures',
  },
];
const heldBack34: EvaluationCase[] = [];
for (const set of issue34Sets) {
  console.log(
    `\nIssue 34 set (${set.file}): suggestions count as acceptable when they hold the answer`,
  );
  for (const split of ['tuning', 'held-back'] as const) {
    const cases = set.cases.filter((item) => item.split === split);
    if (cases.length === 0) continue;
    if (split === 'held-back') heldBack34.push(...cases);
    report(`${set.name}: ${split}`, cases, args.has(split === 'tuning' ? set.flag : set.heldFlag));
    for (const language of ['fr', 'en', 'dj'] as const) {
      report(
        `  ${split} ${language}`,
        cases.filter((item) => item.language === language),
        false,
      );
    }
    detail(`  ${split}`, cases);
  }
}

/** Out-of-domain refusals (questions about the company the FAQ lacks are not out of domain). */
function detail(name: string, cases: EvaluationCase[]) {
  const outside = evaluate(
    entries,
    cases.filter((item) => item.expected === null && !item.incident && item.scope !== 'in-domain'),
  );
  const inDomain = cases.filter((item) => item.scope === 'in-domain');
  const inDomainResult = evaluate(entries, inDomain);
  const incidents = evaluate(
    entries,
    cases.filter((item) => item.incident),
  );
  const all = evaluate(entries, cases);
  console.log(
    `${name}: out-of-domain refused ${percent(outside.unanswerable.refused, outside.unanswerable.total)}${inDomain.length ? ` · in-domain questions the FAQ lacks not answered ${percent(inDomainResult.unanswerable.refused, inDomainResult.unanswerable.total)}` : ''} · incident reports given the urgent path ${percent(incidents.incidents.urgentPath, incidents.incidents.total)} · suggestions holding the answer ${percent(all.answerable.suggested, all.answerable.total)}`,
  );
  return { all, outside };
}

console.log('');
const held34 = report('issue34 held-back, both', heldBack34, false);
const { outside: outsideResult } = detail('  held-back, both', heldBack34);
const meets34 =
  held34.acceptable >= 0.9 * held34.total &&
  held34.confidentlyWrong <= 0.02 * held34.total &&
  outsideResult.unanswerable.refused >= 0.95 * outsideResult.unanswerable.total;
console.log(
  `Issue 34 targets on the held-back halves (≥ 90 % acceptable, ≤ 2 % confidently wrong, ≥ 95 % out-of-domain refused): ${meets34 ? 'met' : 'NOT met'}`,
);

// What the engine itself costs per question, warm (the typo cache filled by the runs above).
const index = new FaqIndex(entries);
const all = [
  ...visitors,
  ...fresh,
  ...original,
  ...issue34,
  ...issue34b,
  ...issue34c,
  ...issue34d,
  ...issue34e,
  ...issue34f,
];
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

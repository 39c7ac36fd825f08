/**
 * `npm run eval [-- --set samsum,cnndm] [--half 1|2] [--words N] [--limit N] [--tune '{"damping":0.8}']`
 * `npm run eval -- digest` prints the digest measures instead (scripts/eval/digest-report.ts);
 * `npm run eval -- digest --feeds DIR [--details]` measures the digests of the feeds in DIR's
 * *.jsonl files (scripts/eval/real-feeds-report.ts).
 * `npm run eval -- cassette-feeds --praw DIR --tweepy DIR --out DIR` writes such feeds from recorded
 * Reddit and X API cassettes (scripts/eval/cassette-feeds.ts, docs/digest-eval.md).
 * Scores the offline engine and the Lead-3 / LexRank / TextRank baselines with our ROUGE on the sets
 * in the evaluation data folder (EVAL_DATA_DIR; default in scripts/eval/sets.ts) and prints one table per set. `--half` scores the first or second half of
 * each set (tune on one, confirm on the other).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDataset } from '@/summarizer/dataset';
import { DEFAULT_TUNING, withTuning, type Tuning } from '@/summarizer/engine/tuning';
import { feedList, writeCassetteFeeds } from './eval/cassette-feeds';
import { digestReport } from './eval/digest-report';
import { realFeedsReport } from './eval/real-feeds-report';
import { evaluateRows } from './eval/run';
import { EVAL_SETS, evalDataAvailable, evalDataDir } from './eval/sets';
import { formatSetTable, verdict } from './eval/table';

function fail(message: string): never {
  console.error(`eval: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    set: { type: 'string' },
    half: { type: 'string' },
    words: { type: 'string' },
    limit: { type: 'string' },
    tune: { type: 'string' },
    feeds: { type: 'string' },
    details: { type: 'boolean' },
    praw: { type: 'string' },
    tweepy: { type: 'string' },
    out: { type: 'string' },
  },
});

// `npm run -w` starts in apps/server; a relative folder means where the user typed it.
const fromUser = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

if (positionals[0] === 'cassette-feeds') {
  if (values.praw === undefined || values.tweepy === undefined || values.out === undefined)
    fail('usage: npm run eval -- cassette-feeds --praw DIR --tweepy DIR --out DIR');
  const [praw, tweepy, out] = [values.praw, values.tweepy, values.out].map(fromUser) as [
    string,
    string,
    string,
  ];
  for (const dir of [praw, tweepy]) if (!existsSync(dir)) fail(`no folder of cassettes at ${dir}`);
  try {
    const feeds = writeCassetteFeeds(praw, tweepy, out);
    console.log(`${feeds.length} feeds written to ${out}\n${feedList(feeds)}`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  process.exit(0);
}

if (positionals[0] === 'digest' && values.feeds !== undefined) {
  const dir = fromUser(values.feeds);
  if (!existsSync(dir)) fail(`no folder of feeds at ${dir}`);
  const started = performance.now();
  console.log(realFeedsReport(dir, values.details === true));
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(0);
}
if (positionals[0] === 'digest') {
  // The sandbox feeds need no data; the eval-set feeds are added when the data is there.
  const started = performance.now();
  console.log(digestReport(evalDataAvailable() ? evalDataDir() : null));
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(0);
}
if (positionals.length > 0)
  fail(`unknown command "${positionals.join(' ')}" (only "digest" and "cassette-feeds")`);
if (!evalDataAvailable()) fail(`evaluation data not found at ${evalDataDir()}`);
const wanted = values.set?.split(',').map((s) => s.trim()) ?? EVAL_SETS.map((s) => s.name);
for (const name of wanted)
  if (!EVAL_SETS.some((s) => s.name === name)) fail(`unknown set "${name}"`);
const words = values.words !== undefined ? Number(values.words) : undefined;
if (words !== undefined && !(Number.isInteger(words) && words > 0))
  fail('--words must be a positive integer');
let tuning: Tuning = DEFAULT_TUNING;
if (values.tune !== undefined) {
  try {
    tuning = withTuning(JSON.parse(values.tune) as Parameters<typeof withTuning>[0]);
  } catch {
    fail('--tune must be a JSON object');
  }
}

for (const set of EVAL_SETS.filter((s) => wanted.includes(s.name))) {
  let rows = parseDataset(readFileSync(path.join(evalDataDir(), set.file), 'utf8'));
  if (values.half === '1') rows = rows.slice(0, Math.ceil(rows.length / 2));
  else if (values.half === '2') rows = rows.slice(Math.ceil(rows.length / 2));
  if (values.limit !== undefined) rows = rows.slice(0, Number(values.limit));
  const started = performance.now();
  const results = evaluateRows(rows, { ...(words !== undefined ? { words } : {}), tuning });
  const budget =
    words !== undefined
      ? `${words} words`
      : `${tuning.budgetScale} × √(input words) (chats × ${tuning.conversation.budgetFactor}), clamped ${tuning.minBudget}–${tuning.maxBudget}`;
  console.log(`\n${formatSetTable(set, rows.length, results, budget)}`);
  console.log(verdict(set, results, values.half === undefined && values.limit === undefined));
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

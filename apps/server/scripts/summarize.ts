/**
 * `npm run summarize -- --input FILE.jsonl --output OUT.jsonl [--words N]`
 * Whole feeds ({id, platform, source, period, tone, language, items, transcript?}) become digests,
 * {id, markdown, title, stats}, written by the same code as the app's summaries. Lines shaped like
 * the evaluation data sets' ({id, messages | document}) become {id, summary}: the selected sentences, one
 * per line, with no wording. Every input line is checked before anything is written, so a bad line
 * leaves no partial output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DatasetLineError } from '@/summarizer/dataset';
import { parseInput, summarizeInputLine } from '@/summarizer/digest/input';

const USAGE = 'usage: npm run summarize -- --input FILE.jsonl --output OUT.jsonl [--words N]';

function fail(message: string, code = 1): never {
  console.error(`summarize: ${message}`);
  process.exit(code);
}

let values: { input?: string; output?: string; words?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      input: { type: 'string', short: 'i' },
      output: { type: 'string', short: 'o' },
      words: { type: 'string', short: 'w' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.input === undefined || values.output === undefined)
  fail(`--input and --output are required\n${USAGE}`, 2);
const words = values.words === undefined ? undefined : Number(values.words);
if (words !== undefined && !(Number.isInteger(words) && words > 0))
  fail(`--words must be a positive integer, got "${values.words}"`, 2);

// `npm run -w` starts in apps/server; relative paths mean the directory the user typed them in.
const cwd = process.env.INIT_CWD ?? process.cwd();
const inputPath = path.resolve(cwd, values.input);
const outputPath = path.resolve(cwd, values.output);

let text: string;
try {
  text = readFileSync(inputPath, 'utf8');
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    `cannot read ${values.input}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String(error)}`,
  );
}

let rows;
try {
  rows = parseInput(text);
} catch (error) {
  if (error instanceof DatasetLineError) fail(`${values.input} ${error.message}`);
  throw error;
}
if (rows.length === 0) fail(`${values.input} has no input lines`);

const started = performance.now();
const out = rows.map((row) => summarizeInputLine(row, words));
try {
  writeFileSync(outputPath, `${out.join('\n')}\n`);
} catch (error) {
  fail(`cannot write ${values.output}: ${error instanceof Error ? error.message : String(error)}`);
}
console.error(
  `summarize: ${rows.length} summaries written to ${values.output} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
);

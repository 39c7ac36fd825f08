/**
 * `npm run summarize -- --input FILE.jsonl --output OUT.jsonl [--words N] [--llm]`
 * Whole feeds ({id, platform, source, period, tone, language, items, transcript?}) become digests,
 * {id, markdown, title, stats}, written by the same code as the app's summaries. With `--llm`, the
 * model configured as for the app (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_MAX_INPUT_TOKENS)
 * writes them from the digest's material, checked as in the app; the offline digest answers when it
 * cannot. Lines shaped like
 * the evaluation data sets' ({id, messages | document}) become {id, summary}: the selected sentences, one
 * per line, with no wording. A line that cannot be read or summarised becomes {id, line, error} in
 * its place and the others are still written; the exit code is 1 when any line failed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { checkLlmPair, servicesEnvShape, toServicesEnv, type LlmEnv } from '@/config/services-env';
import { createLlmSummarizer } from '@/summarizer/llm/llm-summarizer';
import { summarizeLines, type SummarizeLinesOptions } from '@/summarizer/summarize-lines';

const USAGE =
  'usage: npm run summarize -- --input FILE.jsonl --output OUT.jsonl [--words N] [--llm]';

function fail(message: string, code = 1): never {
  console.error(`summarize: ${message}`);
  process.exit(code);
}

let values: { input?: string; output?: string; words?: string; llm?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      input: { type: 'string', short: 'i' },
      output: { type: 'string', short: 'o' },
      words: { type: 'string', short: 'w' },
      llm: { type: 'boolean' },
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

/** The app's own model settings, read from the environment the same way and checked alike. */
function modelSettings(): LlmEnv {
  // Empty strings mean "not set", as for the app.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const parsed = z.object(servicesEnvShape).superRefine(checkLlmPair).safeParse(set);
  if (!parsed.success)
    fail(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), 2);
  const { llm } = toServicesEnv(parsed.data);
  if (!llm) fail('--llm needs LLM_BASE_URL and LLM_MODEL, as the app does', 2);
  return llm;
}

const options: SummarizeLinesOptions = words !== undefined ? { words } : {};
if (values.llm) {
  const summarizer = createLlmSummarizer({
    llm: modelSettings(),
    // What the app logs: why the model's text was cut or not used, never the prompt or the key.
    log: {
      warn: (details, message) => console.error(`summarize: ${message} ${JSON.stringify(details)}`),
    },
  });
  options.writeFeed = async (feed) =>
    (
      await summarizer.summarize([], {
        tone: feed.tone,
        language: feed.language,
        sourceTitle: feed.source.title,
        feed,
      })
    ).markdown;
}

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

const started = performance.now();
const { lines, errors } = await summarizeLines(text, options);
if (lines.length === 0) fail(`${values.input} has no input lines`);
try {
  writeFileSync(outputPath, `${lines.join('\n')}\n`);
} catch (error) {
  fail(`cannot write ${values.output}: ${error instanceof Error ? error.message : String(error)}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.error(
  `summarize: ${lines.length - errors.length} summaries written to ${values.output} in ${seconds} s`,
);
for (const e of errors) console.error(`summarize: line ${e.line} (id ${e.id ?? '?'}): ${e.error}`);
if (errors.length > 0)
  fail(
    `${errors.length} of ${lines.length} lines failed; each has an error line in ${values.output}`,
  );

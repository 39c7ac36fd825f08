/**
 * Summarizer throughput and memory on generated inputs of 1,000, 10,000 and 100,000 items, and the
 * growth between sizes next to what n log n would allow. Inputs are deterministic (seeded), with
 * topics, engagement, timestamps over a week, four platforms, and 5% exact plus 5% near duplicates,
 * so every stage (cleaning, dedup, ranking, graph, topics, composition) does real work.
 * Targets: 10,000 items < 2 s on one core and < 300 MB; growth ≤ n log n. Printed, not asserted.
 */
import { mulberry32 as rng } from '@/lib/seeded-random';
import { summarize } from '@/summarizer/summarize';
import type { SummaryItem } from '@/summarizer/types';

const SIZES = [1_000, 10_000, 100_000] as const;
const PLATFORMS = ['reddit', 'telegram', 'youtube', 'twitter'];
const COMMON =
  'people think really new today week update team users release version price launch support issue'.split(
    ' ',
  );

function topicVocabulary(random: () => number, topics: number): string[][] {
  const syllables = 'ka lo mi ra te su no vi pe da zo ri fu ne to sa'.split(' ');
  return Array.from({ length: topics }, () =>
    Array.from({ length: 12 }, () =>
      Array.from(
        { length: 2 + Math.floor(random() * 2) },
        () => syllables[Math.floor(random() * syllables.length)],
      ).join(''),
    ),
  );
}

export function generateItems(n: number, seed = 42): SummaryItem[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const vocab = topicVocabulary(random, 40);
  const start = Date.parse('2025-01-01T00:00:00Z');
  const items: SummaryItem[] = [];
  for (let i = 0; i < n; i++) {
    const roll = random();
    if (i > 10 && roll < 0.05) {
      items.push({ ...items[Math.floor(random() * i)]!, id: `i${i}` }); // exact repost
      continue;
    }
    if (i > 10 && roll < 0.1) {
      const original = items[Math.floor(random() * i)]!;
      items.push({ ...original, id: `i${i}`, text: `${original.text} Totally agree!` }); // near duplicate
      continue;
    }
    const words = vocab[Math.floor(Math.pow(random(), 2) * vocab.length)]!; // a few topics dominate
    const sentence = (): string => {
      const length = 6 + Math.floor(random() * 14);
      const body = Array.from({ length }, () => (random() < 0.6 ? pick(words) : pick(COMMON))).join(
        ' ',
      );
      return `${body.charAt(0).toUpperCase()}${body.slice(1)}${random() < 0.2 ? '?' : '.'}`;
    };
    const text = Array.from({ length: 2 + Math.floor(random() * 5) }, sentence).join(' ');
    items.push({
      id: `i${i}`,
      text: random() < 0.1 ? `${text} https://example.com/${i}` : text,
      ...(random() < 0.3 ? { title: sentence() } : {}),
      author: `user${Math.floor(random() * 500)}`,
      url: `https://example.com/post/${i}`,
      platform: pick(PLATFORMS),
      timestamp: start + Math.floor(random() * 7 * 24 * 3_600_000),
      engagement: {
        likes: Math.floor(Math.pow(random(), 3) * 5000),
        comments: Math.floor(Math.pow(random(), 3) * 300),
        views: Math.floor(random() * 50_000),
      },
    });
  }
  return items;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

interface Measure {
  n: number;
  ms: number;
  /** CPU time (user + system): unlike wall time it does not grow when other processes share the core. */
  cpuMs: number;
  peakRss: number;
  heapDelta: number;
}

function measure(n: number): Measure {
  const items = generateItems(n);
  const runs = n <= 10_000 ? 3 : 1;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let heapDelta = 0;
  for (let r = 0; r < runs; r++) {
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const result = summarize(items, { tone: 'engaging', language: 'en' });
    const cpu = process.cpuUsage(cpu0);
    times.push(performance.now() - t0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    heapDelta = Math.max(heapDelta, process.memoryUsage().heapUsed - heapBefore);
    if (result.status !== 'completed')
      throw new Error(`summarizer bench: expected a summary for ${n} items`);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  // maxRSS is the process's high-water mark; sizes run in increasing order, so it bounds this size's peak.
  return {
    n,
    ms: times[Math.floor(times.length / 2)]!,
    cpuMs: cpuTimes[Math.floor(cpuTimes.length / 2)]!,
    peakRss: process.resourceUsage().maxRSS * 1024,
    heapDelta,
  };
}

export const suite = {
  name: 'summarizer',
  run: async (): Promise<void> => {
    await Promise.resolve();
    if (!(globalThis as { gc?: unknown }).gc)
      console.log('(run with --expose-gc for heap figures after collection)');
    summarize(generateItems(1_000, 7)); // warm-up: JIT and caches
    gc();
    console.log(`baseline RSS ${mb(process.memoryUsage().rss)}`);
    const results: Measure[] = [];
    for (const n of SIZES) {
      const m = measure(n);
      results.push(m);
      console.log(
        `${String(n).padStart(7)} items: ${m.ms.toFixed(0).padStart(6)} ms wall, ${m.cpuMs.toFixed(0).padStart(6)} ms CPU  ` +
          `${((n / m.ms) * 1000).toFixed(0).padStart(7)} items/s  ` +
          `peak RSS ${mb(m.peakRss)}  heap growth during run ${mb(m.heapDelta)}`,
      );
    }
    for (let k = 1; k < results.length; k++) {
      const a = results[k - 1]!;
      const b = results[k]!;
      const nlogn = (b.n * Math.log(b.n)) / (a.n * Math.log(a.n));
      const ratio = b.cpuMs / a.cpuMs;
      console.log(
        `growth ${a.n} → ${b.n}: CPU time ×${ratio.toFixed(2)} (n log n allows ×${nlogn.toFixed(2)}, linear ×${(b.n / a.n).toFixed(0)}) ` +
          (ratio <= nlogn ? 'within n log n' : 'ABOVE n log n'),
      );
    }
    const tenK = results.find((r) => r.n === 10_000);
    if (tenK) {
      console.log(
        `target 10,000 items: ${tenK.ms < 2000 ? 'met' : 'MISSED'} wall time and ${tenK.cpuMs < 2000 ? 'met' : 'MISSED'} CPU time (< 2 s), ` +
          `${tenK.peakRss < 300 * 1024 * 1024 ? 'met' : 'MISSED'} memory (< 300 MB peak RSS)`,
      );
    }
  },
};

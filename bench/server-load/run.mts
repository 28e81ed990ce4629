// `npm run bench:server` [-- --heavy=5 --normal=50 --warm-up=200 --heavy-assets=40000 --normal-assets=300 <server flags>]
//
// Issue 24's probe: do heavy conversions starve normal ones? Starts conversion-server/main.ts on
// this checkout's sources (server-process.ts), then
//   1. sends the normal requests all at once to the fresh server;
//   2. sends `--warm-up` more, four at a time (so that no server refuses them): V8 compiles the
//      engine's code as it runs it, and a worker's first few dozen conversions cost several times
//      what later ones do, so a server that has been up a while is measured next;
//   3. sends the normal requests all at once to that idle, warm server, for reference;
//   4. sends the heavy conversions (a generated inventory within every limit of LIMITS), and
//      once their bodies are sent and being converted, the normal requests all at once again.
// Prints, per phase, how the normal requests were answered (200, 503, other) and the latency of
// those answered (p50, p95, max), and what became of each heavy one. It asserts nothing. A run with
// the defaults (no option, no server flag) writes the figures the API key page quotes into
// src/data/figures.json (`server.*`, bench/figures.ts).
// Every argument that is not one of the bench's own goes to conversion-server/main.ts (e.g.
// --workers 3).

import {readFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {setTimeout as delay} from 'node:timers/promises';
import {LIMITS} from 'palito/engine';
import {recordFigure} from '../figures';
import {generateInventoryCsv} from '../generate-inventory';
import {startServerProcess} from './server-process';
import {timedPost, type TimedAnswer} from './timed-post';

const API_KEY = 'bench-server-load';
/** The site's sample (39 assets), the typical inventory a reader sends. */
const SAMPLE = new URL('../../static/samples/assets-sample.csv', import.meta.url);
/** After the heavy bodies are sent: time for the server to read them and hand them to its workers. */
const SETTLE_MS = 1_000;

const OPTIONS = {heavy: 5, normal: 50, 'warm-up': 200, 'heavy-assets': 40_000, 'normal-assets': 0};
/** Warm-up requests in flight at once: fewer than any server's workers and queue take. */
const WARM_UP_AT_ONCE = 4;
type Option = keyof typeof OPTIONS;

function readArguments(argv: string[]): {options: Record<Option, number>; serverFlags: string[]} {
  const options = {...OPTIONS};
  const serverFlags: string[] = [];
  for (const argument of argv) {
    const match = /^--([a-z-]+)=(\d+)$/.exec(argument);
    if (match && match[1] in options) options[match[1] as Option] = Number(match[2]);
    else serverFlags.push(argument);
  }
  return {options, serverFlags};
}

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The machine's 1, 5 and 15-minute load averages: on a shared machine, what else was running. */
const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;

/** How a burst of normal requests was answered: the latencies of those answered (200), sorted, and how many got 503. */
function normalFigures(answers: TimedAnswer[]): {answered: number[]; busy: number} {
  return {answered: answers.filter((answer) => answer.status === 200).map((answer) => answer.ms).sort((a, b) => a - b), busy: answers.filter((answer) => answer.status === 503).length};
}

function normalRow(phase: string, answers: TimedAnswer[]): string {
  const {answered, busy} = normalFigures(answers);
  const other = answers.length - answered.length - busy;
  const latency = answered.length === 0 ? '- | - | -' : [0.5, 0.95, 1].map((share) => seconds(percentile(answered, share))).join(' | ');
  return `${phase} | ${percent(answered.length, answers.length)} | ${percent(busy, answers.length)} | ${other} | ${latency}`;
}

/** The figures the API key page quotes, into src/data/figures.json, as printed (latencies in ms, rounded to the printed 10 ms). */
function recordFigures(idle: TimedAnswer[], loaded: TimedAnswer[], heavies: TimedAnswer[]): void {
  const bench = 'npm run bench:server';
  const row = (phase: string, column: string) => ({bench, line: `the normal requests' row '${phase}', column '${column}'`});
  const p95 = (answers: TimedAnswer[]) => Math.round(percentile(normalFigures(answers).answered, 0.95) / 10) * 10;
  recordFigure('server.beside-heavy.answered', Math.round((100 * normalFigures(loaded).answered.length) / loaded.length), '%', row('beside 5 heavy', 'answered (200)'));
  recordFigure('server.beside-heavy.p95', p95(loaded), 'ms', row('beside 5 heavy', 'p95'));
  recordFigure('server.idle.p95', p95(idle), 'ms', row('idle, after … more', 'p95'));
  const converted = heavies.filter((answer) => answer.status === 200);
  recordFigure('server.heavy.converted', converted.length, 'count', {bench, line: "the line 'heavy: … finished'"});
  recordFigure('server.heavy.refused', heavies.filter((answer) => answer.status === 503 && answer.retryAfter !== undefined).length, 'count', {bench, line: "the line 'heavy: … × 503 with Retry-After'"});
  if (converted.length) recordFigure('server.heavy.first-converted', Math.round(Math.min(...converted.map((answer) => answer.ms)) / 10) * 10, 'ms', {bench, line: "the 'heavy N: finished … after … s' lines: the earliest"});
}

function heavyLines(answers: TimedAnswer[]): string[] {
  return answers.map((answer, index) => {
    const outcome =
      answer.status === 200
        ? `finished, ${(answer.bytes / 1e6).toFixed(1)} MB`
        : answer.status === 503
          ? `503, Retry-After: ${answer.retryAfter ?? 'none'}`
          : `other: ${answer.status}`;
    return `heavy ${index + 1}: ${outcome} after ${seconds(answer.ms)}`;
  });
}

function sendAll(port: number, count: number, name: string, body: Uint8Array): Promise<TimedAnswer[]> {
  return Promise.all(Array.from({length: count}, (_, index) => timedPost(port, API_KEY, `${index}-${name}`, body)));
}

/** `count` requests, `WARM_UP_AT_ONCE` at a time; how many were converted. */
async function warmUp(port: number, count: number, body: Uint8Array): Promise<number> {
  let next = 0;
  let converted = 0;
  async function stream(): Promise<void> {
    while (next < count) {
      const answer = await timedPost(port, API_KEY, `warm-up-${next++}.csv`, body);
      if (answer.status === 200) converted++;
    }
  }
  await Promise.all(Array.from({length: WARM_UP_AT_ONCE}, stream));
  return converted;
}

async function main(): Promise<void> {
  const {options, serverFlags} = readArguments(process.argv.slice(2));
  const encoder = new TextEncoder();
  const heavy = encoder.encode(generateInventoryCsv({assets: options['heavy-assets']}));
  const normalAssets = options['normal-assets'];
  const normal = normalAssets > 0 ? encoder.encode(generateInventoryCsv({assets: normalAssets, seed: 7})) : new Uint8Array(readFileSync(SAMPLE));
  if (heavy.length > LIMITS.fileBytes || options['heavy-assets'] > LIMITS.rows) throw new Error('The heavy inventory is over the engine’s limits.');

  console.log(`server: node --import tsx conversion-server/main.ts ${serverFlags.join(' ')} (palito/server from the sources)`);
  console.log(`normal: ${options.normal} × ${normalAssets > 0 ? `${normalAssets} generated assets` : 'assets-sample.csv (39 assets)'}, ${(normal.length / 1024).toFixed(1)} KB`);
  console.log(`heavy: ${options.heavy} × ${options['heavy-assets']} generated assets, ${(heavy.length / 1024 / 1024).toFixed(2)} MiB`);
  console.log(`load average before: ${loadAverage()}\n`);

  const server = await startServerProcess(API_KEY, serverFlags);
  try {
    const fresh = await sendAll(server.port, options.normal, 'normal.csv', normal);
    const warmedUp = await warmUp(server.port, options['warm-up'], normal);
    const idle = await sendAll(server.port, options.normal, 'normal.csv', normal);

    const heavyStarted = performance.now();
    let bodiesSent = 0;
    let allSent!: () => void;
    const sent = new Promise<void>((resolve) => (allSent = resolve));
    const heavyAnswers = Promise.all(
      Array.from({length: options.heavy}, (_, index) =>
        timedPost(server.port, API_KEY, `${index}-heavy.csv`, heavy, () => {
          if (++bodiesSent === options.heavy) allSent();
        }),
      ),
    );
    await Promise.race([sent, heavyAnswers]);
    await delay(SETTLE_MS);
    const loaded = await sendAll(server.port, options.normal, 'normal.csv', normal);
    const normalMs = performance.now() - heavyStarted;
    const heavies = await heavyAnswers;
    const lastHeavyMs = Math.max(...heavies.map((answer) => answer.ms));

    console.log('normal requests | answered (200) | 503 | other | p50 | p95 | max');
    console.log('---|---|---|---|---|---|---');
    console.log(normalRow('fresh server', fresh));
    console.log(normalRow(`idle, after ${warmedUp} more`, idle));
    console.log(normalRow(`beside ${options.heavy} heavy`, loaded));
    const order = normalMs < lastHeavyMs ? 'before' : 'after';
    console.log(`\nthe normal requests all answered ${seconds(normalMs)} after the heavy ones were sent, ${order} the last heavy answer (${seconds(lastHeavyMs)})`);
    const finished = heavies.filter((answer) => answer.status === 200).length;
    const busy = heavies.filter((answer) => answer.status === 503 && answer.retryAfter !== undefined).length;
    console.log(`heavy: ${finished} finished, ${busy} × 503 with Retry-After, ${heavies.length - finished - busy} other`);
    for (const line of heavyLines(heavies)) console.log(`  ${line}`);
    console.log(`load average after: ${loadAverage()}`);
    // The docs quote the server as an operator starts it, with the bench's default load.
    const defaults = serverFlags.length === 0 && (Object.keys(OPTIONS) as Option[]).every((key) => options[key] === OPTIONS[key]);
    if (defaults) recordFigures(idle, loaded, heavies);
    else console.log('Not written to src/data/figures.json: the docs quote a run with the defaults.');
  } finally {
    await server.stop();
  }
}

await main();

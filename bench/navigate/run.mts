// `npm run bench:navigate` [--assets=20000] [--no-page] [--json]
//
// The topology's questions at 20,000 assets, in Node (palito/engine as installed): a find per
// keystroke (queries typed letter by letter: an id, a name's start, an IP's start, a Korean name's
// initial consonants, a word with a typo), a trace between random pairs, the impact of random
// failures (one asset, and five at once), and the single points of failure of the whole topology.
// The first question on a project reads it (the graph, the find index): that cold call is printed
// apart. Figures are the median, the 95th percentile and the slowest of each kind, against the
// issue's targets. Then the same in the page, at 5,000 and 20,000 assets (in-page.ts), with the
// longest task while highlighting and the overview's lines, when there is a production build.

import {readFileSync} from 'node:fs';
import {buildProject, findAssets, impactOf, singlePointsOfFailure, tracePath, type Project} from 'palito/engine';
import {generateAssets, seededRandom} from '../generate-inventory';
import {median} from '../measure';
import {measureInPage} from './in-page';

const TARGETS_MS = {find: 30, trace: 50, impact: 100, singlePoints: 300};
const SEED = 20261129;
/** Korean names given to every third asset, as an inventory kept in Korean would have them. */
const KOREAN = ['인사 데이터베이스', '방화벽', '코어 스위치', '웹 서버', '백업 스토리지', '메일 서버', '보안 관제', '개발 서버'];

function argument(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

async function inventory(assets: number): Promise<Project> {
  const rows = generateAssets({assets, seed: SEED});
  const lines = ['id,name,type,ip,zone,cbs,status,connections,owner'];
  rows.forEach((r, i) => {
    const name = i % 3 === 0 ? `${KOREAN[i % KOREAN.length]} ${i}` : r.name;
    lines.push([r.id, name, r.type, r.ip, r.zone, r.cbs, r.status, r.connections.join(';'), i % 2 ? '운영팀' : 'netops'].join(','));
  });
  const built = await buildProject({name: 'navigate.csv', data: lines.join('\n') + '\n'});
  if (!built.ok) throw new Error(`generated inventory did not validate: ${JSON.stringify(built.problems.slice(0, 3))}`);
  return built.project;
}

function timed<T>(work: () => T): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

interface Row {
  question: string;
  runs: number;
  median: number;
  p95: number;
  max: number;
  cold?: number;
  target: number;
}

function row(question: string, times: number[], target: number, cold?: number): Row {
  return {question, runs: times.length, median: median(times), p95: percentile(times, 95), max: Math.max(...times), ...(cold === undefined ? {} : {cold}), target};
}

const assets = Number(argument('assets', '20000'));
const project = await inventory(assets);
const random = seededRandom(SEED);
const pick = () => project.nodes[Math.floor(random() * project.nodes.length)].id;
console.log(`The topology's questions: ${project.nodes.length.toLocaleString('en')} assets, ${project.edges.length.toLocaleString('en')} links (Node ${process.version})\n`);

// Find: each query typed one letter at a time, every prefix timed. The first question reads the
// project's find index; the editor reads it while the page is idle, before the find box is used,
// so it is timed apart (a query of one letter that matches nothing), not as a keystroke.
const someone = project.nodes[1234 % project.nodes.length];
const queries = [someone.id, someone.name, someone.ip ?? '10.1.2', 'ㅇㅅ ㄷㅇㅌ', 'ㅂㅎㅂ', '코어 스위치', 'databsae', 'load-balancer'];
const findIndexMs = timed(() => findAssets(project, '§'));
/** What was typed and how long its find took, slowest first: printed to say which keystrokes cost most. */
const slowKeystrokes: {typed: string; ms: number}[] = [];
/** Every prefix of each query, a letter at a time, timed. */
const typedTimes = (list: readonly string[]) =>
  list.flatMap((query) =>
    Array.from({length: [...query].length}, (_, i) => [...query].slice(0, i + 1).join('')).map((typed) => {
      const ms = timed(() => findAssets(project, typed));
      slowKeystrokes.push({typed, ms});
      return ms;
    }),
  );
const finds = typedTimes(queries);
// Written blind (by someone who had seen the product and a sample of the inventory, not this code), kept as written.
const blindQueries: string[] = JSON.parse(readFileSync(new URL('./blind-queries.json', import.meta.url), 'utf8'));
const blindFinds = typedTimes(blindQueries);

const traceCold = timed(() => tracePath(project, pick(), pick()));
const traces = Array.from({length: 100}, () => timed(() => tracePath(project, pick(), pick())));
const impactCold = timed(() => impactOf(project, [pick()]));
const impacts = Array.from({length: 100}, () => timed(() => impactOf(project, [pick()])));
const impactsOfFive = Array.from({length: 50}, () => timed(() => impactOf(project, [pick(), pick(), pick(), pick(), pick()])));
const singlePoints = Array.from({length: 5}, () => timed(() => singlePointsOfFailure(project)));
const points = singlePointsOfFailure(project);

const rows = [
  row('find, per keystroke', finds, TARGETS_MS.find),
  row('find, blind queries', blindFinds, TARGETS_MS.find),
  row('trace', traces, TARGETS_MS.trace, traceCold),
  row('impact, one asset', impacts, TARGETS_MS.impact, impactCold),
  row('impact, five assets', impactsOfFive, TARGETS_MS.impact),
  row('single points of failure', singlePoints, TARGETS_MS.singlePoints),
];
const ms = (value: number) => `${value.toFixed(1)} ms`;
const table = [['question', 'runs', 'median', 'p95', 'slowest', 'first (cold)', 'target', ''], ...rows.map((r) => [r.question, String(r.runs), ms(r.median), ms(r.p95), ms(r.max), r.cold === undefined ? '' : ms(r.cold), `≤ ${r.target} ms`, r.max <= r.target && (r.cold ?? 0) <= r.target ? 'PASS' : 'FAIL'])];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const line of table) console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log(`\nFind's index, read once per project (in the editor, while the page is idle): ${ms(findIndexMs)}.`);
const slowest = slowKeystrokes.sort((a, b) => b.ms - a.ms).slice(0, 5);
console.log(`The slowest keystrokes: ${slowest.map((k) => `${JSON.stringify(k.typed)} ${ms(k.ms)}`).join(', ')}.`);
console.log(`${points.length.toLocaleString('en')} single points of failure; the largest cuts off ${points[0]?.cutOff ?? 0} assets. ${finds.length} keystrokes over ${queries.length} queries; ${blindFinds.length} over the ${blindQueries.length} blind ones.`);
const page = process.argv.includes('--no-page') ? [] : await measureInPage([5000, 20000]);
if (process.argv.includes('--json')) console.log(JSON.stringify({node: rows, page}));
process.exit(0);

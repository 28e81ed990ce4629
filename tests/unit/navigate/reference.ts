// Textbook versions of the navigate questions, written for clarity and nothing else, to check the
// engine's against on random graphs: breadth-first search for distances and parts, every shortest
// path listed in full, an articulation point as an asset whose removal leaves more parts.

import type {Project} from '../../../packages/palito/src/engine/model/types';

const byCodePoints = (a: string, b: string) => {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
};
export const sortIds = (ids: Iterable<string>) => [...ids].sort(byCodePoints);

export function adjacency(project: Project): Map<string, Set<string>> {
  const links = new Map(project.nodes.map((n) => [n.id, new Set<string>()]));
  for (const e of project.edges) {
    if (e.source === e.target || !links.has(e.source) || !links.has(e.target)) continue;
    links.get(e.source)!.add(e.target);
    links.get(e.target)!.add(e.source);
  }
  return links;
}

/** The parts of the graph without `removed`, each a set of ids. */
export function parts(links: Map<string, Set<string>>, removed: ReadonlySet<string> = new Set()): Set<string>[] {
  const seen = new Set<string>();
  const result: Set<string>[] = [];
  for (const start of links.keys()) {
    if (seen.has(start) || removed.has(start)) continue;
    const part = new Set([start]);
    seen.add(start);
    const queue = [start];
    while (queue.length) {
      for (const u of links.get(queue.shift()!)!) {
        if (seen.has(u) || removed.has(u)) continue;
        seen.add(u);
        part.add(u);
        queue.push(u);
      }
    }
    result.push(part);
  }
  return result;
}

/** Every shortest path from `from` to `to`, in code-point order of their ids, step by step. */
export function allShortestPaths(links: Map<string, Set<string>>, from: string, to: string): string[][] {
  if (!links.has(from) || !links.has(to)) return [];
  const distance = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift()!;
    for (const u of links.get(v)!) if (!distance.has(u)) (distance.set(u, distance.get(v)! + 1), queue.push(u));
  }
  if (!distance.has(to)) return [];
  const paths: string[][] = [];
  const walk = (path: string[]) => {
    const v = path[path.length - 1];
    if (v === to) return void paths.push(path);
    for (const u of links.get(v)!) if (distance.get(u) === distance.get(v)! + 1) walk([...path, u]);
  };
  walk([from]);
  const shortest = paths.filter((p) => p.length === distance.get(to)! + 1);
  return shortest.sort((p, q) => {
    for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return byCodePoints(p[i], q[i]);
    return 0;
  });
}

/** What the failure of `failed` cuts off, by the definition: per part that held one, all but the largest piece (ties: smallest id). */
export function cutOffBy(links: Map<string, Set<string>>, failed: ReadonlySet<string>): string[] {
  const cut: string[] = [];
  const pieces = parts(links, failed);
  for (const part of parts(links)) {
    if (![...part].some((id) => failed.has(id))) continue;
    const inside = pieces.filter((piece) => part.has([...piece][0]));
    inside.sort((a, b) => b.size - a.size || byCodePoints(sortIds(a)[0], sortIds(b)[0]));
    for (const piece of inside.slice(1)) cut.push(...piece);
  }
  return sortIds(cut);
}

/** Articulation points: assets whose removal leaves more parts than before (less the asset itself, when it stood alone). */
export function articulationPoints(links: Map<string, Set<string>>): string[] {
  const before = parts(links).length;
  return sortIds([...links.keys()].filter((id) => parts(links, new Set([id])).length > before - (links.get(id)!.size === 0 ? 1 : 0)));
}

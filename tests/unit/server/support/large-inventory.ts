// A large but valid inventory: inside every limit the engine holds a file to (5 MiB, 50,000 rows),
// yet laying it out takes seconds and a heap far beyond a few dozen MB. It stands for a costly
// file whether or not the engine is bounded against hostile ones, so the server's own limits
// (time, memory, queue) can be tested with it.

const HEADER = 'id,name,type,zone,cbs,status,connections';

/**
 * `rows` assets over 20 zones and 400 CBS groups, each linked to three assets of other groups and
 * to the next asset of its own (3.0 MB at 40,000): 3.2-3.4 s to convert with a warm engine on a
 * 2-core machine, well past the 2 s limit the queue test counts on. (With one link to the next
 * asset, a warm engine converted it in 1.5 s, too near that limit.)
 */
export function largeCsv(rows = 40_000): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    lines.push(`A${i},asset-${i},server,Zone ${i % 20},CBS ${i % 400},normal,A${(i + 1) % rows};A${(i + 7) % rows};A${(i + 13) % rows};A${(i + 400) % rows}`);
  }
  return lines.join('\n');
}

// The lines that differ between two texts, numbered as in each: a longest-common-subsequence diff
// over what lies between the common head and tail, so a repeated line (`  id: string;`) added to
// one interface is reported where it was added.

/** `- n: line` for a line only in `before` (n its line there), `+ n: line` for one only in `after`. */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return diffMiddle(a.slice(head, a.length - tail), b.slice(head, b.length - tail), head);
}

function diffMiddle(a: string[], b: string[], offset: number): string[] {
  // common[i][j]: the longest common subsequence of a[i..] and b[j..], one row per line of a.
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = a[i] === b[j] ? common[(i + 1) * width + j + 1] + 1 : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (i < a.length && (j === b.length || common[(i + 1) * width + j] >= common[i * width + j + 1])) out.push(`- ${offset + ++i}: ${a[i - 1]}`);
    else out.push(`+ ${offset + ++j}: ${b[j - 1]}`);
  }
  return out;
}

// The `connections` cell: ids separated by `;`, `,` (inside quotes) or `|`. Line breaks typed
// inside a quoted cell separate ids too, since that is how they look in a spreadsheet.

const SEPARATORS = /[;,|\r\n]+/;

/** Distinct, trimmed, non-empty ids in the order written. */
export function splitConnections(cell: string): string[] {
  const seen = new Set<string>();
  for (const part of cell.split(SEPARATORS)) {
    const id = part.trim();
    if (id !== '') seen.add(id);
  }
  return [...seen];
}

// The budgets every input is held to. An inventory is untrusted input (a user's spreadsheet, or
// anyone with an API key through the conversion server), so each stage checks the one that
// bounds its work and says, in the user's language, which limit was hit and by how much.
// The README's "Limits" section and the docs quote these figures; change them together.

export const LIMITS = {
  /** The largest file read: 5 MiB, the conversion server's default body limit too. */
  fileBytes: 5 * 1024 * 1024,
  /** Data rows (the header not counted). */
  rows: 50_000,
  /** Connections listed in the file, counted before they are checked. */
  connections: 200_000,
  /** What a workbook's entries inflate to, checked from the zip directory before inflating and enforced while inflating. */
  workbookInflatedBytes: 50 * 1024 * 1024,
  /** Problems of one code (warnings and errors alike) kept in full; the rest are counted in one "and N more" entry. */
  warningsPerCode: 100,
  /**
   * Cells of a worksheet's used range (A1 to its bottom-right cell): what the workbook reader
   * allocates. 50,000 rows of 40 columns; a used range stretched by stray formatting is the
   * usual reason to pass it.
   */
  sheetCells: 2_000_000,
  /** Characters of a user's value quoted in a message; longer values are cut with "…". */
  quotedChars: 60,
  /** Characters read to find the header line and its delimiter. */
  headerSearchChars: 64 * 1024,
} as const;

export type LimitName = keyof typeof LIMITS;

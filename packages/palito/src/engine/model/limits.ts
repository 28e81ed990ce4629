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

/**
 * The budgets a Palito project file (`.palito.json`) is held to: it is untrusted input too (a
 * file from a colleague, a download, a hand edit), and opening one writes to the editor and the
 * browser's storage. Each is checked before anything of the file reaches the editor or the
 * storage, with a translated message naming the limit and the figure found. A file Palito writes
 * for an inventory within LIMITS stays within these.
 */
export const PROJECT_FILE_LIMITS = {
  /** The largest file read, checked before it is read: an inventory at LIMITS.rows and LIMITS.connections writes about half of it. */
  fileBytes: 100 * 1024 * 1024,
  /** Arrays and objects inside one another; Palito's own files nest 6 deep. Checked before the JSON is parsed. */
  depth: 32,
  /** Assets (the project's nodes): as many as an inventory's rows. */
  assets: LIMITS.rows,
  /** Links (the project's edges): as many as an inventory's connections. */
  links: LIMITS.connections,
  /** Zones, and CBS groups: each comes from at least one asset. */
  groups: LIMITS.rows,
  /** The largest |x| or |y| of a moved position, in pixels: no drawing reaches it, and positions near the largest numbers make the view's bounds infinite. */
  coordinate: 1_000_000_000,
  /** Saved versions in the file, and kept per project in the browser's storage. */
  versions: 1_000,
  /** Characters the saved versions of one project may take in the browser's storage; a write past it is refused whole. */
  versionsStorageChars: 2 * 1024 * 1024,
} as const;

export type ProjectFileLimitName = keyof typeof PROJECT_FILE_LIMITS;

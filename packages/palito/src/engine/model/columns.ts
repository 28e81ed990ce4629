// The columns of the input contract (the CSV guide, docs/intro/guides/basic-usage-1.md) and the
// header names accepted for each.

export const COLUMN_KEYS = ['id', 'name', 'type', 'ip', 'zone', 'cbs', 'status', 'connections'] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Accepted header names, matched case-insensitively after trimming. The first is the canonical name. */
export const COLUMN_ALIASES: Readonly<Record<ColumnKey, readonly string[]>> = {
  id: ['id', '자산ID', '자산번호'],
  name: ['name', '자산명', '호스트명', 'hostname'],
  type: ['type', '유형', '장비유형'],
  ip: ['ip', 'IP주소'],
  zone: ['zone', '존', '영역'],
  cbs: ['cbs'],
  status: ['status', '상태'],
  connections: ['connections', '연결', '연결대상'],
};

export const REQUIRED_COLUMNS: readonly ColumnKey[] = ['id', 'name', 'zone', 'cbs'];

/** How a header cell is compared: trimmed, Unicode-normalised (Korean typed on macOS arrives decomposed), lower-cased. */
export function normalizeHeader(text: string): string {
  return text.normalize('NFC').trim().toLowerCase();
}

const ALIAS_TO_KEY: ReadonlyMap<string, ColumnKey> = new Map(
  COLUMN_KEYS.flatMap((key) => COLUMN_ALIASES[key].map((alias) => [normalizeHeader(alias), key] as const)),
);

export function columnKeyOf(header: string): ColumnKey | undefined {
  return ALIAS_TO_KEY.get(normalizeHeader(header));
}

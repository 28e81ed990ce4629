// The `type` column: known device types are normalised so the icon lookup is exact;
// any other word is kept as written (it gets a generic icon).

export const KNOWN_TYPES = [
  'router',
  'switch',
  'firewall',
  'load-balancer',
  'server',
  'database',
  'storage',
  'pc',
] as const;

const KNOWN: ReadonlySet<string> = new Set(KNOWN_TYPES);

export function normalizeType(value: string): string {
  const text = value.trim();
  // "Load Balancer", "load_balancer" and "LOAD-BALANCER" all mean the contract's `load-balancer`.
  const canonical = text.toLowerCase().replace(/[\s_]+/g, '-');
  return KNOWN.has(canonical) ? canonical : text;
}

// Numbers as readers of both locales write them: 19,900 and 1,144.5.
//
// Not toLocaleString('en-US'): Intl's first use loads ICU's number data on the page's thread,
// paid in the very task that draws a dense mesh's bundle label.

/** 19900 → "19,900"; 0.1 → "0.1"; -1234 → "-1,234". Thousands grouped by commas, decimals kept. */
export function groupDigits(value: number): string {
  const plain = String(value);
  // NaN, Infinity and exponent notation (beyond 1e21) have no digits to group.
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return plain;
  const [whole, fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

// Decides whether a presented API key is one of the configured keys, in constant time.
//
// Both sides are hashed with SHA-256 first and the digests compared byte by byte without an
// early exit, so the time taken reveals neither how long a valid key is nor how much of one
// a guess got right. Web Crypto is used (not node:crypto.timingSafeEqual) because it exists in
// Node 20 and in edge runtimes alike.

/** The configured keys, or a function that decides (for keys kept in a database, say). */
export type ApiKeys = readonly string[] | ((key: string) => boolean | Promise<boolean>);

export type KeyCheck = (presented: string) => Promise<boolean>;

const encoder = new TextEncoder();

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** Two SHA-256 digests (always 32 bytes): no branch on their content. */
function sameDigest(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

export function createKeyCheck(apiKeys: ApiKeys): KeyCheck {
  if (typeof apiKeys === 'function') return async (presented) => (await apiKeys(presented)) === true;

  // A misconfigured server should fail when it starts, not answer 401 to everyone.
  if (apiKeys.length === 0) throw new TypeError('createConversionHandler: configure at least one API key.');
  if (apiKeys.some((key) => key.trim() === '')) throw new TypeError('createConversionHandler: an API key is empty.');

  const digests = Promise.all(apiKeys.map(sha256));
  return async (presented) => {
    const candidate = await sha256(presented);
    let matched = false;
    // Every configured key is compared, so the time does not tell which one matched.
    for (const digest of await digests) matched = sameDigest(candidate, digest) || matched;
    return matched;
  };
}

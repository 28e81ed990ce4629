// Reads a request body into memory, refusing it as soon as it is bigger than the limit.
//
// `Content-Length` is checked first so an honest big upload is refused without reading a byte,
// but it is only a claim: the bytes are counted as they arrive too, so a body with no length
// (chunked) or a wrong one is cut off at the limit rather than read to the end.

export type LimitedBody = {ok: true; bytes: Uint8Array} | {ok: false; reason: 'too-large'};

const TOO_LARGE: LimitedBody = {ok: false, reason: 'too-large'};

/** The declared length, when the header is a plain number of bytes. */
function declaredLength(headers: Headers): number | undefined {
  const value = headers.get('content-length')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  const declared = declaredLength(request.headers);
  if (declared !== undefined && declared > limit) return TOO_LARGE;
  if (!request.body) return {ok: true, bytes: new Uint8Array(0)};

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop the upload here; the transport decides what to do with the bytes still on the wire.
      reader.cancel().catch(() => {});
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  return {ok: true, bytes: concat(chunks, total)};
}

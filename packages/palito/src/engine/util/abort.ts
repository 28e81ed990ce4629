// Cancellation uses the platform's AbortSignal and rejects with a DOMException named
// 'AbortError', like fetch() does, so callers test `error.name === 'AbortError'` everywhere.

export function abortError(message = 'The topology run was cancelled.'): Error {
  return new DOMException(message, 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as {name?: unknown}).name === 'AbortError';
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw isAbortError(signal.reason) ? signal.reason : abortError();
}

/** Lets queued messages (a cancel, say) be handled between long synchronous steps. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

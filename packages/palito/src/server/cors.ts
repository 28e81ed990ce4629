// Cross-origin access, for a page on another origin calling the API straight from the browser.
// Off unless an origin is configured: a server-to-server deployment needs none of it.

import {API_KEY_HEADER, FILE_NAME_HEADER, RETRY_AFTER_HEADER} from '../engine';

/** Headers added to every answer when CORS is on. */
export function corsHeaders(allowOrigin: string | undefined): Record<string, string> {
  if (!allowOrigin) return {};
  // A page may read only the safelisted response headers unless told: the client reads Retry-After.
  const exposed = {'Access-Control-Expose-Headers': RETRY_AFTER_HEADER};
  if (allowOrigin === '*') return {'Access-Control-Allow-Origin': '*', ...exposed};
  // The answer depends on the asking origin, so caches must keep them apart.
  return {'Access-Control-Allow-Origin': allowOrigin, Vary: 'Origin', ...exposed};
}

/** The answer to a browser's preflight `OPTIONS`: the custom headers make every call need one. */
export function preflightResponse(allowOrigin: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(allowOrigin),
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': `Content-Type, ${API_KEY_HEADER}, ${FILE_NAME_HEADER}`,
      'Access-Control-Max-Age': '600',
    },
  });
}

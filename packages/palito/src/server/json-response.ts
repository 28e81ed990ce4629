// JSON answers, all with the same headers, and the error shape every non-200 answer uses.

import type {ApiError} from '../engine';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return serializedJsonResponse(status, JSON.stringify(body), headers);
}

/** A body already serialized, by the conversion's worker say. */
export function serializedJsonResponse(status: number, json: string, headers: Record<string, string> = {}): Response {
  return new Response(json, {
    status,
    headers: {
      'Content-Type': JSON_CONTENT_TYPE,
      // A conversion is specific to one upload: nothing in between should keep it.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

export function errorResponse(
  status: number,
  error: ApiError,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Response {
  return jsonResponse(status, {error, ...extra}, headers);
}

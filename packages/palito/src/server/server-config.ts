// The command line and environment of server/main.ts, checked before anything listens.

import {parseArgs} from 'node:util';
import {DEFAULT_MAX_BODY_BYTES} from '../engine/remote/protocol';

export interface ServerConfig {
  port: number;
  host: string;
  apiKeys: string[];
  maxBodyBytes: number;
  allowOrigin?: string;
}

export type ConfigResult = {ok: true; config: ServerConfig} | {ok: false; message: string};

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export const USAGE = `Usage: PALITO_API_KEYS=key1,key2 node --import tsx server/main.ts [options]

Options:
  --port <n>             port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>       address to listen on (default ${DEFAULT_HOST})
  --max-body-bytes <n>   largest accepted file, in bytes (default ${DEFAULT_MAX_BODY_BYTES})
  --allow-origin <url>   allow browsers on this origin to call the API (CORS); '*' for any
                         (or set PALITO_ALLOW_ORIGIN)`;

/** Comma-separated keys; blanks around and between commas are ignored. */
export function parseApiKeys(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function readServerConfig(argv: string[], env: Record<string, string | undefined>): ConfigResult {
  let values;
  try {
    ({values} = parseArgs({
      args: argv,
      options: {
        port: {type: 'string'},
        host: {type: 'string'},
        'max-body-bytes': {type: 'string'},
        'allow-origin': {type: 'string'},
      },
      strict: true,
    }));
  } catch (error) {
    return {ok: false, message: `${(error as Error).message}\n\n${USAGE}`};
  }

  const apiKeys = parseApiKeys(env.PALITO_API_KEYS);
  if (apiKeys.length === 0) {
    return {
      ok: false,
      message: `No API keys: set PALITO_API_KEYS to one or more comma-separated keys. Refusing to start an API anyone could call.\n\n${USAGE}`,
    };
  }
  const port = wholeNumber(values.port ?? String(DEFAULT_PORT), 0, 65535);
  if (port === undefined) return {ok: false, message: `--port must be a whole number from 0 to 65535, got "${values.port}".`};
  const maxBodyBytes = wholeNumber(values['max-body-bytes'] ?? String(DEFAULT_MAX_BODY_BYTES), 1, Number.MAX_SAFE_INTEGER);
  if (maxBodyBytes === undefined) {
    return {ok: false, message: `--max-body-bytes must be a positive whole number, got "${values['max-body-bytes']}".`};
  }
  const allowOrigin = values['allow-origin'] ?? (env.PALITO_ALLOW_ORIGIN || undefined);
  return {ok: true, config: {port, host: values.host ?? DEFAULT_HOST, apiKeys, maxBodyBytes, allowOrigin}};
}

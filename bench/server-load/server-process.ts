// conversion-server/main.ts in a process of its own, as an operator starts it, with `palito/server`
// taken from the package's sources (tsconfig.from-source.json): the bench measures this checkout's
// server, and its own requests do not share the server's event loop.

import {spawn, type ChildProcess} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('./tsconfig.from-source.json', import.meta.url));
/** Starting the workers from the TypeScript sources and warming them up takes seconds here. */
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  port: number;
  /** SIGTERM: the server finishes what it accepted, then exits. */
  stop(): Promise<void>;
}

export function startServerProcess(apiKey: string, flags: string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'conversion-server/main.ts', '--port', '0', '--host', '127.0.0.1', ...flags], {
    cwd: ROOT,
    env: {...process.env, PALITO_API_KEYS: apiKey, TSX_TSCONFIG_PATH: TSCONFIG},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (part: Buffer) => (output += part.toString('utf8')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`did not listen within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`conversion-server/main.ts ${reason}:\n${output}`));
    }
    child.stdout!.on('data', (part: Buffer) => {
      output += part.toString('utf8');
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({port: Number(port), stop: () => stop(child)});
    });
    child.on('exit', (code) => fail(`exited with ${code}`));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

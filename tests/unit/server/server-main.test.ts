// conversion-server/main.ts as a user starts it: `node --import tsx conversion-server/main.ts`, keys
// from the environment.

import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {readServerConfig} from '../../../packages/palito/src/server/server-config';
import {convertRemotely} from '../../../packages/palito/src/engine/remote';
import {sampleText} from './support/samples';

const ROOT = path.resolve(__dirname, '../../..');
/** A start warms up the server's pool (two threads and the large files' process): tens of seconds on a busy 2-core machine. */
const START_TIMEOUT = 120_000;

let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  child = undefined;
});

function spawnMain(args: string[], env: Record<string, string>): ChildProcess {
  const {PALITO_API_KEYS: _ignored, ...parentEnv} = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'conversion-server/main.ts', ...args], {
    cwd: ROOT,
    env: {...parentEnv, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Started for one test, stopped after it. */
function startMain(args: string[], env: Record<string, string>): ChildProcess {
  child = spawnMain(args, env);
  return child;
}

function outputUntil(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.on('data', (part: Buffer) => {
      text += part.toString('utf8');
      const match = text.match(pattern);
      if (match) resolve(match);
    });
    stream.on('end', () => reject(new Error(`no ${pattern} in:\n${text}`)));
  });
}

describe('conversion-server/main.ts', () => {
  it('refuses to start without keys, saying why', async () => {
    const main = startMain(['--port', '0'], {PALITO_API_KEYS: ' , '});
    const [stderr, code] = await Promise.all([
      outputUntil(main.stderr!, /No API keys: set PALITO_API_KEYS[^\n]*/),
      new Promise<number | null>((resolve) => main.on('exit', resolve)),
    ]);
    expect(code).toBe(1);
    expect(stderr[0]).toContain('Refusing to start');
  });

  describe('started with keys and a headers timeout', () => {
    // One server for both tests: each start warms a pool up (its threads and its large files'
    // process), and neither test changes what the other sees.
    let server: ChildProcess;
    let url: string;
    beforeAll(async () => {
      server = spawnMain(['--port', '0', '--host', '127.0.0.1', '--headers-timeout-ms', '300'], {PALITO_API_KEYS: 'first,second'});
      [, url] = await outputUntil(server.stdout!, /Palito conversion API listening on (http:\/\/127\.0\.0\.1:\d+) \(2 API keys\)/);
    }, START_TIMEOUT);
    afterAll(() => {
      if (server.exitCode === null) server.kill('SIGTERM');
    });

    it('prints where it listens and converts with a key from PALITO_API_KEYS', async () => {
      const result = await convertRemotely({
        endpoint: url,
        apiKey: 'second',
        file: {name: 'assets-sample.csv', data: sampleText('assets-sample.csv')},
      });
      expect(result.ok && result.project.nodes.length).toBe(39);
    });

    it('sets the headers timeout from --headers-timeout-ms: a client that never finishes its headers gets 408', async () => {
      const port = new URL(url).port;
      const started = performance.now();
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('POST /convert HTTP/1.1\r\nHost: x\r\n'));
        socket.on('data', (data: Buffer) => (text += data.toString('utf8')));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(performance.now() - started).toBeLessThan(2_000);
    });
  });

  it('refuses to start when the workers cannot, saying why', async () => {
    // 1 MB of heap cannot hold the engine: better a clear exit than a 500 on every request.
    const main = startMain(['--port', '0', '--worker-memory-mb', '1'], {PALITO_API_KEYS: 'k'});
    const [stderr, code] = await Promise.all([
      // The thread's error names its code before the limit, the large files' process's after.
      outputUntil(main.stderr!, /Cannot start the conversion workers[\s\S]*(ERR_WORKER_OUT_OF_MEMORY[\s\S]*memory limit|memory limit[\s\S]*ERR_WORKER_OUT_OF_MEMORY)/),
      new Promise<number | null>((resolve) => main.on('exit', resolve)),
    ]);
    expect(code).toBe(1);
    expect(stderr[0]).toContain('ERR_WORKER_OUT_OF_MEMORY');
  });
});

describe('readServerConfig', () => {
  it('reads the defaults, the keys and the options', () => {
    expect(readServerConfig([], {PALITO_API_KEYS: ' a , b,,c '})).toEqual({
      ok: true,
      config: {
        port: 8787,
        host: '127.0.0.1',
        apiKeys: ['a', 'b', 'c'],
        maxBodyBytes: 5 * 1024 * 1024,
        allowOrigin: undefined,
        // No size or queues: the pool sizes itself to the machine.
        pool: {timeoutMs: 60_000, memoryLimitMb: 512, largeFileBytes: 256 * 1024},
        timeouts: {headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000},
      },
    });
    const read = readServerConfig(
      ['--port', '9000', '--host', '0.0.0.0', '--max-body-bytes', '2048', '--allow-origin', 'https://a.example'],
      {PALITO_API_KEYS: 'k'},
    );
    expect(read).toMatchObject({
      ok: true,
      config: {port: 9000, host: '0.0.0.0', maxBodyBytes: 2048, allowOrigin: 'https://a.example'},
    });
    expect(readServerConfig([], {PALITO_API_KEYS: 'k', PALITO_ALLOW_ORIGIN: '*'})).toMatchObject({config: {allowOrigin: '*'}});
  });

  it('reads the worker pool and connection limits', () => {
    const read = readServerConfig(
      [
        ...['--workers', '3', '--queue', '0', '--conversion-timeout-ms', '5000', '--worker-memory-mb', '256'],
        ...['--headers-timeout-ms', '2000', '--request-timeout-ms', '30000', '--keep-alive-timeout-ms', '65000'],
      ],
      {PALITO_API_KEYS: 'k'},
    );
    expect(read).toMatchObject({
      ok: true,
      config: {
        pool: {size: 3, maxQueue: 0, timeoutMs: 5000, memoryLimitMb: 256},
        timeouts: {headersTimeoutMs: 2000, requestTimeoutMs: 30000, keepAliveTimeoutMs: 65000},
      },
    });
  });

  it('reads the large files\' lane: their size, workers and waiting places', () => {
    const read = readServerConfig(['--large-file-bytes', '65536', '--large-workers', '2', '--large-queue', '0'], {PALITO_API_KEYS: 'k'});
    expect(read).toMatchObject({ok: true, config: {pool: {largeFileBytes: 65536, largeWorkers: 2, maxLargeQueue: 0}}});
    // Large files have processes of their own, beside the threads: as many as wanted.
    expect(readServerConfig(['--workers', '2', '--large-workers', '3'], {PALITO_API_KEYS: 'k'})).toMatchObject({ok: true, config: {pool: {size: 2, largeWorkers: 3}}});
    expect(readServerConfig(['--large-workers', '0'], {PALITO_API_KEYS: 'k'})).toMatchObject({ok: false, message: expect.stringContaining('--large-workers')});
  });

  it('refuses bad values with a message naming them', () => {
    expect(readServerConfig([], {})).toMatchObject({ok: false, message: expect.stringContaining('PALITO_API_KEYS')});
    expect(readServerConfig(['--port', 'http'], {PALITO_API_KEYS: 'k'})).toMatchObject({
      ok: false,
      message: expect.stringContaining('--port'),
    });
    expect(readServerConfig(['--port', '70000'], {PALITO_API_KEYS: 'k'})).toMatchObject({ok: false});
    expect(readServerConfig(['--max-body-bytes', '0'], {PALITO_API_KEYS: 'k'})).toMatchObject({ok: false});
    expect(readServerConfig(['--workers', '0'], {PALITO_API_KEYS: 'k'})).toMatchObject({
      ok: false,
      message: '--workers must be a whole number of at least 1, got "0".',
    });
    expect(readServerConfig(['--conversion-timeout-ms', '2s'], {PALITO_API_KEYS: 'k'})).toMatchObject({ok: false});
    expect(readServerConfig(['--headers-timeout-ms', '9000', '--request-timeout-ms', '8000'], {PALITO_API_KEYS: 'k'})).toMatchObject({
      ok: false,
      message: expect.stringContaining('--headers-timeout-ms cannot be longer than --request-timeout-ms'),
    });
    expect(readServerConfig(['--verbose'], {PALITO_API_KEYS: 'k'})).toMatchObject({
      ok: false,
      message: expect.stringContaining('--verbose'),
    });
  });
});

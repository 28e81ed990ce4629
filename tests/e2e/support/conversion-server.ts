import {spawn} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface ConversionServer {
  /** The server's convert URL, on a free port of 127.0.0.1. */
  endpoint: string;
  stop(): void;
}

/**
 * Starts the reference conversion server (`conversion-server/main.ts`) as the api-key page tells readers to,
 * on a free port of 127.0.0.1, answering the site at `allowOrigin` with these API keys.
 */
export async function startConversionServer(options: {allowOrigin: string; keys: string[]; maxBodyBytes?: number}): Promise<ConversionServer> {
  const args = ['--import', 'tsx', 'conversion-server/main.ts', '--port', '0', '--host', '127.0.0.1', '--allow-origin', options.allowOrigin];
  if (options.maxBodyBytes !== undefined) args.push('--max-body-bytes', String(options.maxBodyBytes));
  const server = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {...process.env, PALITO_API_KEYS: options.keys.join(',')},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(`${match[1]}/convert`);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    // tsx compiles the server as it starts: 13 s on this 2-core machine while other builds ran, so
    // 20 s was too short at times; 45 s stays inside the 60 s a beforeAll hook gets.
    setTimeout(() => reject(new Error(`server did not start: ${output}`)), 45_000);
  });
  return {endpoint, stop: () => server.kill()};
}

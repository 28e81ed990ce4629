import {parseArgs} from 'node:util';

/** The command line of scripts/serve.mjs and scripts/serve-nginx.mjs: `--dir build --port 3000 --host localhost`. */
export function serveOptions() {
  return parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: process.env.HOST ?? 'localhost'},
    },
  }).values;
}

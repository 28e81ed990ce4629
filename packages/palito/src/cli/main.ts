// The `palito` command (package.json's bin; scripts/build.mjs adds the #! line to the built file):
// the process's streams and environment handed to runCli, and its exit code set.

import {runCli} from './run';

const code = await runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stdin: process.stdin,
    stderrIsTTY: process.stderr.isTTY === true,
  },
  process.env,
);
process.exitCode = code;

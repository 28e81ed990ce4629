// The `palito` command (package.json's bin; scripts/build.mjs adds the #! line to the built file):
// the process's streams and environment handed to runCli, and its exit code set.

import v8 from 'node:v8';

// A command is one cold run, mostly ELK (GWT-compiled Java, a large body of code run once). V8's
// default budget sends functions to its optimising compiler after little work, and on a short run
// those compilations cost more than they return. Eight times the budget optimises only what stays
// hot (bench/README.md, "The palito command", has what it gained). Set before any of the package
// loads, as a function's budget is given when it is first compiled; results are the same (only
// when code is optimised changes).
v8.setFlagsFromString('--interrupt-budget=1081344');

const [{runCli}, {provideThreadWorker}] = await Promise.all([import('./run'), import('./thread-worker')]);
// A big layout's ELK batches are shared with a helper thread, as in a page (thread-worker.ts).
provideThreadWorker();

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

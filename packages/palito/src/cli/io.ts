// What a command reads and writes besides its files: the standard streams and the environment.
// main.ts gives the process's; nothing else in cli/ touches `process`, so the parts can be run
// with other streams.

import type {Locale} from '../i18n';
import type {ByteStream} from './read-source';

export interface Io {
  stdout(text: string | Uint8Array): void;
  stderr(text: string): void;
  stdin: ByteStream;
  /** Whether standard error is a terminal: the progress line is drawn only there. */
  stderrIsTTY: boolean;
}

export interface Context {
  io: Io;
  locale: Locale;
}

/** The exit codes every command shares (docs/api/cli.md). */
export const EXIT = {ok: 0, found: 1, failed: 2} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

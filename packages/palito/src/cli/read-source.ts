// An inventory's bytes, from a file or (`-`) standard input, held to the engine's file-size limit
// before more than that is kept in memory: a file over it is refused by its size, a stream is
// read to its end but only counted past the limit, and either gets the engine's own problem.

import fs from 'node:fs/promises';
import path from 'node:path';
import {LIMITS, type Problem, problem} from '../engine';
import type {MessageKey} from './messages';

export const STDIN = '-';

export type Source =
  | {ok: true; label: string; name: string; bytes: Uint8Array}
  | {ok: false; label: string; problems: Problem[]}
  | {ok: false; label: string; message: MessageKey; values: Record<string, string>};

/** What standard input is: chunks, as process.stdin gives them (or a test, as a list). */
export type ByteStream = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** The name the project takes when the inventory comes from standard input. */
const STDIN_NAME = 'inventory';

const tooLarge = (label: string, found: number): Source => ({ok: false, label, problems: [problem('file-too-large', {}, {limit: LIMITS.fileBytes, found})]});

export async function readSource(file: string, stdin: ByteStream): Promise<Source> {
  if (file === STDIN) return readStream(stdin);
  const label = file;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return {ok: false, label, message: 'notAFile', values: {file}};
    if (stat.size > LIMITS.fileBytes) return tooLarge(label, stat.size);
    return {ok: true, label, name: path.basename(file), bytes: new Uint8Array(await fs.readFile(file))};
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return {ok: false, label, message: 'notFound', values: {file}};
    return {ok: false, label, message: 'cannotRead', values: {file, reason: code ?? String(error)}};
  }
}

async function readStream(stream: ByteStream): Promise<Source> {
  const label = STDIN;
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    total += bytes.length;
    if (total <= LIMITS.fileBytes) chunks.push(bytes);
  }
  if (total > LIMITS.fileBytes) return tooLarge(label, total);
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return {ok: true, label, name: STDIN_NAME, bytes};
}

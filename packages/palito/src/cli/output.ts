// Writing what the command made: to the path given and nowhere else (no temporary file beside
// it), and never over an existing file unless --force says so. Without --force the file is
// created with O_EXCL ('wx'), so a file that appears meanwhile is not overwritten either.

import fs from 'node:fs/promises';
import type {MessageKey} from './messages';

/** The formats `render` writes, by the output's extension (longest first: .palito.json before .json). */
export const OUTPUT_FORMATS = [
  {extension: '.palito.json', format: 'project'},
  {extension: '.svg', format: 'svg'},
  {extension: '.png', format: 'png'},
  {extension: '.drawio', format: 'drawio'},
  {extension: '.graphml', format: 'graphml'},
  {extension: '.html', format: 'html'},
] as const;

export type OutputFormat = (typeof OUTPUT_FORMATS)[number]['format'];

export function formatOf(file: string): OutputFormat | null {
  const lower = file.toLowerCase();
  return OUTPUT_FORMATS.find(({extension}) => lower.endsWith(extension) && lower.length > extension.length)?.format ?? null;
}

export type Written = {ok: true; bytes: number} | {ok: false; message: MessageKey; values: Record<string, string>};

/** Whether writing `file` would be refused for being there already; checked before the work starts, so a long render does not end in a refusal. */
export async function refusedOverwrite(file: string, force: boolean): Promise<Written | null> {
  if (force) return null;
  try {
    await fs.lstat(file);
    return {ok: false, message: 'exists', values: {file}};
  } catch {
    return null;
  }
}

export async function writeOutput(file: string, data: string | Uint8Array, force: boolean): Promise<Written> {
  try {
    await fs.writeFile(file, data, {flag: force ? 'w' : 'wx'});
    return {ok: true, bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.length};
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return {ok: false, message: 'exists', values: {file}};
    return {ok: false, message: 'cannotWrite', values: {file, reason: code ?? String(error)}};
  }
}

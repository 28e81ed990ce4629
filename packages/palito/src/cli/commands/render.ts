// `palito render <inventory> -o <file>`: the file the editor's export writes for this inventory
// and view, in the format of the output's extension. Exit 0 when written, 1 when the inventory has
// errors (nothing drawn), 2 when it could not run.

import type {Invocation} from '../args';
import {exportFile} from '../editor';
import {EXIT, type Context, type ExitCode} from '../io';
import {say, sizeOf} from '../messages';
import {formatOf, refusedOverwrite, writeOutput} from '../output';
import {RasteriserMissing} from '../png';
import {openInEditor, projectOf} from './draw';

export async function render(invocation: Invocation, context: Context): Promise<ExitCode> {
  const {io, locale} = context;
  const output = invocation.output!;
  const [file] = invocation.files;
  const format = formatOf(output);
  if (!format) {
    io.stderr(`palito: ${say(locale, 'unknownExtension', {file: output})}\n`);
    return EXIT.failed;
  }
  const refused = await refusedOverwrite(output, invocation.force);
  if (refused && !refused.ok) {
    io.stderr(`palito: ${say(locale, refused.message, refused.values)}\n`);
    return EXIT.failed;
  }
  const loaded = await projectOf(file, context, EXIT.found);
  if (!loaded.ok) return loaded.exit;
  const opened = await openInEditor(loaded.project, file, invocation, context);
  if (!opened.ok) return opened.exit;
  const {editor} = opened;
  let data: string | Uint8Array | null;
  try {
    data = await exportFile(editor, format);
  } catch (error) {
    if (!(error instanceof RasteriserMissing)) throw error;
    io.stderr(`palito: ${say(locale, 'resvgMissing')}\n`);
    return EXIT.failed;
  }
  if (editor.missingKoreanFont) io.stderr(`palito: ${say(locale, 'noKoreanFont')}\n`);
  if (data === null) throw new Error('the editor drew nothing');
  const written = await writeOutput(output, data, invocation.force);
  if (!written.ok) {
    io.stderr(`palito: ${say(locale, written.message, written.values)}\n`);
    return EXIT.failed;
  }
  io.stderr(`palito: ${say(locale, 'wrote', {file: output, size: sizeOf(written.bytes)})}\n`);
  return EXIT.ok;
}

// `palito validate <inventory>`: the engine's read and validation, problems by row and column.
// Exit 0 without an error (warnings allowed), 1 with one, 2 when the file cannot be read.

import type {Invocation} from '../args';
import {checkInventory} from '../inventory';
import {EXIT, type Context, type ExitCode} from '../io';
import {say} from '../messages';
import {problemAnnotations, problemLines, problemsJson} from '../problems';
import {readSource} from '../read-source';

export async function validate(invocation: Invocation, context: Context): Promise<ExitCode> {
  const {io, locale} = context;
  const [file] = invocation.files;
  const source = await readSource(file, io.stdin);
  if (!source.ok && 'message' in source) {
    io.stderr(`palito: ${say(locale, source.message, source.values)}\n`);
    return EXIT.failed;
  }
  const checked = source.ok ? await checkInventory(source.name, source.bytes) : {ok: false, stage: 'read' as const, problems: source.problems};
  const {problems} = checked;
  const errors = problems.filter((p) => p.severity === 'error').length;
  if (invocation.format === 'json') io.stdout(`${JSON.stringify({...problemsJson(file, problems, locale), readable: checked.stage !== 'read'}, null, 2)}\n`);
  else if (invocation.format === 'github') for (const line of problemAnnotations(file, problems, locale)) io.stdout(`${line}\n`);
  else {
    for (const line of problemLines(file, problems, locale)) io.stdout(`${line}\n`);
    const summary = problems.length ? say(locale, 'summary', {file, errors, warnings: problems.length - errors}) : say(locale, 'clean', {file});
    io.stdout(`${summary}\n`);
  }
  if (checked.stage === 'read' && !checked.ok) return EXIT.failed;
  return errors ? EXIT.found : EXIT.ok;
}

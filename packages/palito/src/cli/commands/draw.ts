// What render and diff share: an inventory read into a Project (its problems said on the way),
// and a Project opened in the screenless editor, in the view asked for.

import type {Invocation} from '../args';
import {createEditor, type Editor, findZone} from '../editor';
import {loadInventory} from '../inventory';
import {EXIT, type Context, type ExitCode} from '../io';
import {say} from '../messages';
import {problemLines} from '../problems';
import {progressLine} from '../progress';
import {readSource} from '../read-source';
import type {Project} from '../../engine';

export type Loaded = {ok: true; project: Project} | {ok: false; exit: ExitCode};

/**
 * Reads and converts `file`. Warnings go to standard error; errors too, with a line saying nothing
 * was drawn: exit 2 when the file could not be read (or `invalidExit` when its table has errors).
 */
export async function projectOf(file: string, context: Context, invalidExit: ExitCode): Promise<Loaded> {
  const {io, locale} = context;
  const source = await readSource(file, io.stdin);
  if (!source.ok && 'message' in source) {
    io.stderr(`palito: ${say(locale, source.message, source.values)}\n`);
    return {ok: false, exit: EXIT.failed};
  }
  const inventory = source.ok ? await loadInventory(source.name, source.bytes) : {ok: false as const, stage: 'read' as const, problems: source.problems};
  for (const line of problemLines(file, inventory.problems, locale)) io.stderr(`${line}\n`);
  if (inventory.ok) return {ok: true, project: inventory.project};
  if (inventory.stage === 'read') {
    io.stderr(`palito: ${say(locale, 'unreadable', {file})}\n`);
    return {ok: false, exit: EXIT.failed};
  }
  const errors = inventory.problems.filter((p) => p.severity === 'error').length;
  io.stderr(`palito: ${say(locale, 'invalid', {file, errors})}\n`);
  return {ok: false, exit: invalidExit};
}

/** `project` laid out in the editor, in the view of --view; an unknown zone or a failed layout is said and gives exit 2. */
export async function openInEditor(project: Project, file: string, invocation: Invocation, context: Context): Promise<{ok: true; editor: Editor} | {ok: false; exit: ExitCode}> {
  const {io, locale} = context;
  const zone = invocation.view.view === 'zone' ? findZone(project, invocation.view.zone) : null;
  if (invocation.view.view === 'zone' && !zone) {
    io.stderr(`palito: ${say(locale, 'unknownZone', {zone: invocation.view.zone, zones: project.zones.map((z) => z.name).join(', ')})}\n`);
    return {ok: false, exit: EXIT.failed};
  }
  const progress = progressLine(context, file, project.nodes.length);
  const editor = createEditor({locale, theme: invocation.theme, direction: invocation.direction, onProgress: (p) => progress.update(p)});
  try {
    const loaded = await editor.store.getState().load(project, {fileName: project.name});
    if (!loaded.ok) throw loaded.error ?? new Error(loaded.problems.map((p) => p.code).join(', '));
    if (zone) await editor.store.getState().setView('zone', zone.id);
  } catch (error) {
    progress.done();
    io.stderr(`palito: ${say(locale, 'layoutFailed', {reason: error instanceof Error ? error.message : String(error)})}\n`);
    return {ok: false, exit: EXIT.failed};
  }
  progress.done();
  return {ok: true, editor};
}

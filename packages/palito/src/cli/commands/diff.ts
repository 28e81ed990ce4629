// `palito diff <before> <after>`: the change report of an inventory update (diffProjects, and the
// report the editor exports: change-report.ts), and with --render the after-inventory drawn over
// the before-inventory's layout, the changes marked, as the editor's updateInventory shows it.
// Exit 0 when nothing changed, 1 when something did, 2 on an error (as diff(1) does).

import type {Invocation} from '../args';
import {diffProjects, type Project, type ProjectDiff} from '../../engine';
import {changeReportCsv, changeReportMarkdown, changeReportRows} from '../../export';
import {exportFile} from '../editor';
import {EXIT, type Context, type ExitCode} from '../io';
import {say, sizeOf} from '../messages';
import {refusedOverwrite, writeOutput} from '../output';
import {problemLines} from '../problems';
import {STDIN} from '../read-source';
import {openInEditor, projectOf} from './draw';

/** Whether anything changed: assets, links, zones or CBS groups (the hints are guesses, not changes). */
export function somethingChanged(diff: ProjectDiff): boolean {
  const {assets, links, zones, cbs} = diff;
  return [assets.added, assets.removed, assets.changed, assets.moved, links.added, links.removed, zones.added, zones.removed, zones.renamed, cbs.added, cbs.removed, cbs.renamed].some(
    (list) => list.length > 0,
  );
}

function reportOf(format: string, diff: ProjectDiff, before: Project, after: Project, context: Context, files: string[]): string {
  const input = {diff, before, after, locale: context.locale};
  if (format === 'csv') return changeReportCsv(input);
  if (format === 'md') return changeReportMarkdown(input);
  const {assets, links} = diff;
  const counts = {added: assets.added.length, removed: assets.removed.length, changed: assets.changed.length, moved: assets.moved.length, linksAdded: links.added.length, linksRemoved: links.removed.length};
  return `${JSON.stringify({before: files[0], after: files[1], changed: somethingChanged(diff), counts, diff, rows: changeReportRows(input)}, null, 2)}\n`;
}

export async function diff(invocation: Invocation, context: Context): Promise<ExitCode> {
  const {io, locale} = context;
  const tell = (key: Parameters<typeof say>[1], values: Record<string, string> = {}) => io.stderr(`palito: ${say(locale, key, values)}\n`);
  const {files, output, render, force} = invocation;
  if (files.every((file) => file === STDIN)) {
    tell('stdinTwice');
    return EXIT.failed;
  }
  if (render !== undefined && !render.toLowerCase().endsWith('.svg')) {
    tell('renderNotSvg', {file: render});
    return EXIT.failed;
  }
  for (const target of [output, render]) {
    const refused = target === undefined ? null : await refusedOverwrite(target, force);
    if (refused && !refused.ok) {
      tell(refused.message, refused.values);
      return EXIT.failed;
    }
  }
  const before = await projectOf(files[0], context, EXIT.failed);
  if (!before.ok) return before.exit;
  const after = await projectOf(files[1], context, EXIT.failed);
  if (!after.ok) return after.exit;
  const changes = diffProjects(before.project, after.project);
  // Guesses about the matching (an id gone and a new one with its name), said as the editor says them.
  for (const line of problemLines(files[1], changes.hints, locale)) io.stderr(`${line}\n`);
  const report = reportOf(invocation.format ?? 'md', changes, before.project, after.project, context, files);

  if (render !== undefined) {
    const opened = await openInEditor(before.project, files[0], invocation, context);
    if (!opened.ok) return opened.exit;
    const updated = await opened.editor.store.getState().updateInventory(after.project, {fileName: after.project.name});
    if (!updated.ok) {
      tell('layoutFailed', {reason: updated.error instanceof Error ? updated.error.message : updated.problems.map((p) => p.code).join(', ')});
      return EXIT.failed;
    }
    opened.editor.store.getState().showChanges(true);
    const svg = await exportFile(opened.editor, 'svg');
    const written = await writeOutput(render, svg!, force);
    if (!written.ok) {
      tell(written.message, written.values);
      return EXIT.failed;
    }
    tell('wrote', {file: render, size: sizeOf(written.bytes)});
  }

  if (output === undefined) io.stdout(report);
  else {
    const written = await writeOutput(output, report, force);
    if (!written.ok) {
      tell(written.message, written.values);
      return EXIT.failed;
    }
    tell('wrote', {file: output, size: sizeOf(written.bytes)});
  }
  return somethingChanged(changes) ? EXIT.found : EXIT.ok;
}

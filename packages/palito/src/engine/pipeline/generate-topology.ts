// The whole pipeline on the calling thread: read -> validate -> convert -> analyze -> layout.
// Node (tests, bench, a server handler) calls this directly; the browser runs it inside
// worker/layout.worker.ts through worker/client.ts.

import {problem, type Problem} from '../model/problem';
import type {Project} from '../model/types';
import {layoutProject} from '../layout/layout-project';
import type {LayoutOptions, ViewSpec} from '../layout/geometry/options';
import type {TopologyLayout} from '../layout/geometry/types';
import type {TopologyInput} from '../parse/input';
import {buildProject, runStage, type PipelineOptions} from './build-project';
import {progressOf, type StageTimings} from './stages';

export interface TopologyOptions {
  /** All View (default) or one zone's Zone View. */
  view?: ViewSpec;
  layout?: Partial<LayoutOptions>;
  /** The layout of this view the user sees: the new file is laid out over it (layoutProject's `previous`). */
  previous?: TopologyLayout;
}

export type TopologyResult =
  | {ok: true; project: Project; layout: TopologyLayout; warnings: Problem[]; timings: StageTimings}
  /** Errors stopped the pipeline: `problems` is the full list, warnings included, sorted by row. */
  | {ok: false; problems: Problem[]; timings: StageTimings};

export async function generateTopology(
  input: TopologyInput,
  options: TopologyOptions & PipelineOptions = {},
): Promise<TopologyResult> {
  const built = await buildProject(input, options);
  if (!built.ok) return built;
  const {timings} = built;
  const layout = await runStage('layout', options, timings, () =>
    layoutProject(built.project, {
      view: options.view,
      layout: options.layout,
      previous: options.previous,
      signal: options.signal,
      onProgress: (fraction) => options.onProgress?.(progressOf('layout', fraction)),
    }),
  );
  return {ok: true, project: built.project, layout, warnings: [...built.warnings, ...bundleNotes(built.project, layout)], timings};
}

/**
 * The drawing summarises a dense group's links as one bundle (layout/elk/dense-groups.ts): the
 * reader is told, beside the diagram, which group and how many links, so none seems lost.
 */
export function bundleNotes(project: Project, layout: TopologyLayout): Problem[] {
  if (layout.bundles.length === 0) return [];
  const cbsById = new Map(project.cbs.map((c) => [c.id, c]));
  const zoneById = new Map(project.zones.map((z) => [z.id, z]));
  return layout.bundles.map((bundle) => {
    const cbs = cbsById.get(bundle.parentId);
    const zone = cbs ? zoneById.get(cbs.zoneId) : undefined;
    return problem('links-bundled', {}, {
      cbs: cbs?.name ?? bundle.parentId,
      zone: zone?.name ?? '',
      assets: bundle.nodeIds.length,
      links: bundle.linkCount,
    });
  });
}

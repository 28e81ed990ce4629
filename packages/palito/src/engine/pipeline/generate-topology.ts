// The whole pipeline on the calling thread: read -> validate -> convert -> analyze -> layout.
// Node (tests, bench, a server handler) calls this directly; the browser runs it inside
// layout.worker.ts through layout/client.ts.

import type {Problem} from '../model/problem';
import type {Project} from '../model/types';
import {layoutProject} from '../layout/layout-project';
import type {LayoutOptions, ViewSpec} from '../layout/options';
import type {TopologyLayout} from '../layout/types';
import type {TopologyInput} from '../parse/input';
import {buildProject, runStage, type PipelineOptions} from './build-project';
import {progressOf, type StageTimings} from './stages';

export interface TopologyOptions {
  /** All View (default) or one zone's Zone View. */
  view?: ViewSpec;
  layout?: Partial<LayoutOptions>;
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
      signal: options.signal,
      onProgress: (fraction) => options.onProgress?.(progressOf('layout', fraction)),
    }),
  );
  return {ok: true, project: built.project, layout, warnings: built.warnings, timings};
}

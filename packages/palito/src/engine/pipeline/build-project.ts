// Stages 1-4 without layout: file -> Project (or the full list of problems).
// Used by generateTopology and on its own where no drawing is needed (a server handler, big files in tests).

import {analyzeRelationships} from '../analyze/analyze-relationships';
import {convertAssets} from '../convert/convert-assets';
import type {Problem} from '../model/problem';
import type {Project} from '../model/types';
import type {TopologyInput} from '../parse/input';
import {readTable} from '../parse/read-table';
import {throwIfAborted} from '../util/abort';
import {validateTable} from '../validate/validate-table';
import {progressOf, type Progress, type Stage, type StageTimings} from './stages';

export interface PipelineOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export type BuildResult =
  | {ok: true; project: Project; warnings: Problem[]; timings: StageTimings}
  | {ok: false; problems: Problem[]; timings: StageTimings};

/** Runs one stage: reports its start, checks for cancellation, records how long it took. */
export async function runStage<T>(
  stage: Stage,
  options: PipelineOptions,
  timings: StageTimings,
  work: () => T | Promise<T>,
): Promise<T> {
  throwIfAborted(options.signal);
  options.onProgress?.(progressOf(stage));
  const start = performance.now();
  const result = await work();
  timings[stage] = performance.now() - start;
  return result;
}

export async function buildProject(input: TopologyInput, options: PipelineOptions = {}): Promise<BuildResult> {
  const timings: StageTimings = {};
  const read = await runStage('read', options, timings, () => readTable(input));
  if (!read.ok) return {ok: false, problems: read.problems, timings};
  const validated = await runStage('validate', options, timings, () => validateTable(read.table));
  if (!validated.ok) return {ok: false, problems: validated.problems, timings};
  const draft = await runStage('convert', options, timings, () => convertAssets(validated.assets, input.name));
  const project = await runStage('analyze', options, timings, () => analyzeRelationships(draft, validated.assets));
  return {ok: true, project, warnings: validated.warnings, timings};
}

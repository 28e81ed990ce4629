// Messages between worker/client.ts (page thread) and worker/layout.worker.ts (worker thread).
// Every request carries an id; every answer names the request it answers.

import type {Project} from '../model/types';
import type {TopologyInput} from '../parse/input';
import type {TablePreview} from '../parse/preview-table';
import type {TopologyOptions, TopologyResult} from '../pipeline/generate-topology';
import type {Progress} from '../pipeline/stages';
import type {Piece} from './pieces';
import type {TopologyLayout} from '../layout/geometry/types';

export type WorkerRequest =
  /**
   * Load ELK and run a small inventory through the whole pipeline, so the first real run is fast;
   * with `large`, then warmUpForLargeFiles(), which the first run or layout stops for good.
   */
  | {type: 'warm'; id: number; large?: boolean}
  /** Run the pipeline on a file. A new run cancels any run still going. */
  | {type: 'run'; id: number; input: TopologyInput; options: TopologyOptions}
  /** Lay out a Project already read (another view, other options). Cancels any run still going. */
  | {type: 'layout'; id: number; project: Project; options: TopologyOptions}
  /** Read the first `rows` rows of a file, for a preview. Runs beside a run: it cancels nothing. */
  | {type: 'preview'; id: number; input: TopologyInput; rows: number}
  /** Stop run or layout `id` at its next checkpoint (between stages, between ELK batches). */
  | {type: 'cancel'; id: number};

export type WorkerResponse =
  | {type: 'warmed'; id: number}
  | {type: 'progress'; id: number; progress: Progress}
  /** The run finished: a drawing with warnings, or the full list of problems that prevent one. */
  /** Part of a big answer's arrays, sent before it (pieces.ts). */
  | {type: 'piece'; id: number; piece: Piece}
  | {type: 'result'; id: number; result: TopologyResult; pieces?: number}
  /** The answer to a 'layout' request. */
  | {type: 'laid-out'; id: number; layout: TopologyLayout; pieces?: number}
  /** The answer to a 'preview' request. */
  | {type: 'previewed'; id: number; preview: TablePreview}
  | {type: 'cancelled'; id: number}
  /** Something unexpected went wrong (a bug, or an impossible view such as an unknown zone). */
  | {type: 'failed'; id: number; error: {name: string; message: string}};

// The pipeline's stages, in order, and the progress/timing shapes reported for them.

export const STAGES = ['read', 'validate', 'convert', 'analyze', 'layout'] as const;
export type Stage = (typeof STAGES)[number];

export interface Progress {
  stage: Stage;
  /** 1-based position of the stage in STAGES. */
  step: number;
  steps: number;
  /** Share of the stage done, 0 when it starts; the layout stage reports per ELK batch. */
  fraction: number;
}

/** Milliseconds spent in each stage that ran. */
export type StageTimings = Partial<Record<Stage, number>>;

export function progressOf(stage: Stage, fraction = 0): Progress {
  return {stage, step: STAGES.indexOf(stage) + 1, steps: STAGES.length, fraction};
}

// The shared sample inventory, run through the real engine once per test file.

import fs from 'node:fs';
import path from 'node:path';
import {createLocalEngine} from '../../../../packages/palito/src/engine-client/local-engine';
import type {EngineRunOptions, PalitoEngine, Project, TopologyLayout} from '../../../../packages/palito/src/model';
import {generateTopology} from '../../../../packages/palito/src/engine/pipeline/generate-topology';

const CANDIDATES = [
  path.resolve(__dirname, '../../../../static/samples/assets-sample.csv'),
  '/work/shared/data/assets-sample.csv',
];

export const SAMPLE_PATH = CANDIDATES.find((p) => fs.existsSync(p)) ?? CANDIDATES[0];
export const SAMPLE_TEXT = fs.readFileSync(SAMPLE_PATH, 'utf8');

let sample: Promise<{project: Project; layout: TopologyLayout}> | undefined;

/** The sample's Project and All View layout, from the real engine. */
export function loadSample(): Promise<{project: Project; layout: TopologyLayout}> {
  sample ??= generateTopology({name: 'assets-sample.csv', data: fs.readFileSync(SAMPLE_PATH)}).then((result) => {
    if (!result.ok) throw new Error(`The sample did not convert: ${JSON.stringify(result.problems)}`);
    return {project: result.project, layout: result.layout};
  });
  return sample;
}

/** The real engine on this thread, counting its runs. */
export function countingEngine(): PalitoEngine & {generated: number; laidOut: EngineRunOptions['view'][]} {
  const engine = createLocalEngine();
  const counter = {
    generated: 0,
    laidOut: [] as EngineRunOptions['view'][],
    generate: (...args: Parameters<PalitoEngine['generate']>) => {
      counter.generated += 1;
      return engine.generate(...args);
    },
    layout: (...args: Parameters<PalitoEngine['layout']>) => {
      counter.laidOut.push(args[1].view);
      return engine.layout(...args);
    },
  };
  return counter;
}

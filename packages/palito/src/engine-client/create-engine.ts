// The ONE place Palito's components reach the engine. Files are converted and laid out in the
// topology worker; with an `endpoint`, they are converted by the conversion server instead.
// Laying out a Project that is already loaded (view switch, style change) runs in the worker too.

import type {WarmOptions} from '../engine';
import type {PalitoEngine} from '../model';
import {generateRemotely} from './remote-engine';
import {createWorkerEngine} from './worker-engine';

export interface EngineSettings {
  /** The conversion API's URL; when set, files are converted there. */
  endpoint?: string;
  apiKey?: string;
}

export interface PalitoEngineHandle extends PalitoEngine {
  /** Starts the worker and loads ELK, so the first file is fast (LayoutClient.warm()). */
  warm(options?: WarmOptions): Promise<void>;
  /** Stops the worker; the engine cannot be used afterwards. */
  dispose(): void;
}

/** `settings` is read at each run, so a changed endpoint or key applies to the next file. */
export function createEngine(settings: () => EngineSettings = () => ({})): PalitoEngineHandle {
  const worker = createWorkerEngine();
  return {
    generate(input, fileName, options) {
      const {endpoint, apiKey} = settings();
      if (endpoint) return generateRemotely({endpoint, apiKey}, input, fileName, options, worker);
      return worker.generate(input, fileName, options);
    },
    layout: (project, options) => worker.layout(project, options),
    warm: (options) => worker.warm(options),
    dispose: () => worker.dispose(),
  };
}

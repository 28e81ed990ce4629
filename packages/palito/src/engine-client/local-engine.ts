// The engine on the calling thread. The modules are imported on first use, so elkjs is fetched
// only when a diagram is first drawn, never with the page. Node (tests) uses this directly.

import {progressOf} from '../engine';
import type {PalitoEngine} from '../model';
import {readInput} from './read-input';

export function createLocalEngine(): PalitoEngine {
  return {
    async generate(input, fileName, options) {
      const topologyInput = await readInput(input, fileName);
      const {generateTopology} = await import('../engine/pipeline/generate-topology');
      const result = await generateTopology(topologyInput, {
        view: options.view,
        layout: options.layout,
        previous: options.previous,
        signal: options.signal,
        onProgress: options.onProgress,
      });
      return result.ok
        ? {ok: true, project: result.project, layout: result.layout, warnings: result.warnings, layoutMs: result.timings.layout ?? 0}
        : {ok: false, problems: result.problems};
    },

    async layout(project, options) {
      const {layoutProject} = await import('../engine/layout/layout-project');
      options.onProgress?.(progressOf('layout'));
      return layoutProject(project, {
        view: options.view,
        layout: options.layout,
        previous: options.previous,
        signal: options.signal,
        onProgress: (fraction) => options.onProgress?.(progressOf('layout', fraction)),
      });
    },
  };
}

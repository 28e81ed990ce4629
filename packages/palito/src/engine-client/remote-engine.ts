// Conversion on a Palito conversion server (`endpoint` + `apiKey`), through the api client.
// The server answers with the project laid out in All View with the default options; when the
// asked layout differs (another direction or spacing), it is laid out again here.

import {progressOf, type TopologyLayout} from '../engine';
import type {EngineRunOptions, GenerateResult, PalitoEngine, PalitoInput} from '../model';
import {nameOf} from './read-input';

export interface RemoteSettings {
  endpoint: string;
  apiKey?: string;
}

function fits(layout: TopologyLayout, options: EngineRunOptions, defaultSpacing: number): boolean {
  return (
    options.view.view === layout.view &&
    (options.view.view !== 'zone' || options.view.zoneId === layout.zoneId) &&
    layout.direction === options.layout.direction &&
    options.layout.spacing === defaultSpacing
  );
}

export async function generateRemotely(
  remote: RemoteSettings,
  input: PalitoInput,
  fileName: string | undefined,
  options: EngineRunOptions,
  local: Pick<PalitoEngine, 'layout'>,
): Promise<GenerateResult> {
  const [{convertRemotely}, {DEFAULT_LAYOUT_OPTIONS}] = await Promise.all([
    import('../engine/remote'),
    import('../engine/layout/geometry/options'),
  ]);
  options.onProgress?.(progressOf('read'));
  const result = await convertRemotely({
    endpoint: remote.endpoint,
    apiKey: remote.apiKey ?? '',
    file: {name: nameOf(input, fileName), data: input},
    signal: options.signal,
  });
  if (!result.ok) return {ok: false, problems: result.problems};
  // Over a previous layout (an inventory update), the server's fresh one is not what was asked.
  if (!options.previous && fits(result.layout, options, DEFAULT_LAYOUT_OPTIONS.spacing)) {
    return {ok: true, project: result.project, layout: result.layout, warnings: result.warnings, layoutMs: result.timings.layout ?? 0};
  }
  const start = performance.now();
  const layout = await local.layout(result.project, options);
  return {ok: true, project: result.project, layout, warnings: result.warnings, layoutMs: performance.now() - start};
}

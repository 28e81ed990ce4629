// Shortcuts for tests: run the first stages and fail loudly when they should have succeeded.

import {buildProject} from '../../../../packages/palito/src/engine/pipeline/build-project';
import type {Problem} from '../../../../packages/palito/src/engine/model/problem';
import type {Project} from '../../../../packages/palito/src/engine/model/types';
import type {TopologyInput} from '../../../../packages/palito/src/engine/parse/input';

export async function projectOf(input: TopologyInput): Promise<{project: Project; warnings: Problem[]}> {
  const result = await buildProject(input);
  if (!result.ok) throw new Error(`expected a project, got problems: ${JSON.stringify(result.problems)}`);
  return result;
}

export async function problemsOf(input: TopologyInput): Promise<Problem[]> {
  const result = await buildProject(input);
  if (result.ok) throw new Error('expected problems, got a project');
  return result.problems;
}

/** Compact "code@row:column" labels, easy to compare whole lists with. */
export function labels(problems: readonly Problem[]): string[] {
  return problems.map((p) => `${p.code}@${p.row ?? '-'}${p.column ? `:${p.column}` : ''}`);
}

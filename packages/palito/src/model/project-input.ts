// What `load` is given: a Project already converted, or an inventory file in one of its forms.

import {separateIds} from '../engine';
import {dict} from './dict';
import type {Project} from './types';

export function isProject(input: unknown): input is Project {
  if (typeof input !== 'object' || input === null) return false;
  if (typeof Blob !== 'undefined' && input instanceof Blob) return false;
  if (input instanceof ArrayBuffer) return false;
  const p = input as Partial<Project>;
  return Array.isArray(p.zones) && Array.isArray(p.cbs) && Array.isArray(p.nodes);
}

/**
 * A Project from outside, with the fields the editor relies on filled in, and zone and CBS ids
 * apart from asset ids, as the engine makes them (a hand-made Project may reuse one: that zone or
 * CBS group then gets another id, see separate-ids.ts). Its records are read with own-key checks.
 */
export function normaliseProject(project: Project): Project {
  return separateIds({
    ...project,
    id: project.id || `project:${project.name || 'topology'}`,
    edges: Array.isArray(project.edges) ? project.edges : [],
    analysis: project.analysis ?? dict(),
  });
}

// readProjectFile on its own: which texts are project files, which are damaged, foreign or newer,
// and the messages people read for each, in Korean and English.

import {beforeAll, describe, expect, it} from 'vitest';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import {
  PROJECT_FILE_VERSION,
  readProjectFile,
  type ProjectFile,
} from '../../../packages/palito/src/project-file';
import {DEFAULT_GRAPH_STYLE, type Project} from '../../../packages/palito/src/model';
import {diffProjects} from '../../../packages/palito/src/engine/diff';
import {loadSample} from '../palito/support/sample';

let project: Project;
let file: ProjectFile;

beforeAll(async () => {
  ({project} = await loadSample());
  file = {
    format: 'palito-project',
    version: PROJECT_FILE_VERSION,
    view: {kind: 'zone', zoneId: project.zones[1].id, name: 'Zone View'},
    graphStyle: {...DEFAULT_GRAPH_STYLE, edgeColors: {...DEFAULT_GRAPH_STYLE.edgeColors}},
    zones: null,
    hidden: ['A002'],
    statuses: {A001: 'error'},
    properties: {A003: {owner: 'NOC'}},
    positions: {all: {A001: {x: 1, y: 2}}},
    versions: [],
    currentVersionId: null,
    project,
    update: null,
    filter: {statuses: ['error'], types: [], properties: {owner: ['NOC']}},
  };
});

const json = (value: unknown) => JSON.stringify(value);
const problemOf = (text: string) => {
  const reading = readProjectFile(text);
  if (reading.ok) throw new Error('expected a problem');
  return reading.problem;
};

describe('readProjectFile', () => {
  it('reads a current file as it is, the project untouched', () => {
    const reading = readProjectFile(json(file));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.from).toBe(PROJECT_FILE_VERSION);
    expect(JSON.parse(json(reading.file))).toEqual(JSON.parse(json(file)));
    expect(json(reading.file.project)).toBe(json(project));
  });

  it('accepts a byte order mark and surrounding whitespace', () => {
    expect(readProjectFile(`\uFEFF\n ${json(file)}\n`).ok).toBe(true);
  });

  it('reports invalid and cut-off JSON as damaged, with no field', () => {
    const text = json(file);
    for (const broken of [text.slice(0, text.length / 2), text.slice(0, -1), '{"format": "palito-project",', '{', '']) {
      const p = problemOf(broken);
      expect(p.code, broken.slice(0, 40)).toBe('project-file-damaged');
      expect(p.severity).toBe('error');
      expect(p.params).toEqual({});
    }
  });

  it('reports other JSON and other files as foreign', () => {
    for (const other of ['[1, 2]', '"text"', '42', 'null', json({name: 'package', version: '1.0.0'}), json({format: 'drawio', version: 1}), 'id,name,zone\nA001,a,z\n', '<mxfile/>']) {
      expect(problemOf(other).code, other).toBe('project-file-foreign');
    }
  });

  it('reports a newer schema version with both versions', () => {
    const p = problemOf(json({...file, version: PROJECT_FILE_VERSION + 1, somethingNew: true}));
    expect(p.code).toBe('project-file-newer');
    expect(p.params).toEqual({version: PROJECT_FILE_VERSION + 1, supported: PROJECT_FILE_VERSION});
  });

  it('names the first wrong field of a file with the right format', () => {
    const cases: Array<[unknown, string]> = [
      [{...file, version: '1'}, 'version'],
      [{...file, version: 0}, 'version'],
      [{...file, project: undefined}, 'project'],
      [{...file, project: {...project, nodes: project.nodes.map((n, i) => (i === 3 ? {...n, zoneId: 'zone:nowhere'} : n))}}, 'project.nodes[3].zoneId'],
      [{...file, project: {...project, nodes: [...project.nodes, project.nodes[0]]}}, `project.nodes[${project.nodes.length}].id`],
      [{...file, project: {...project, edges: [{id: 'e', source: 'A001', target: 'A999', kind: 'intra-cbs'}]}}, 'project.edges[0].target'],
      [{...file, statuses: {A001: 'broken'}}, 'statuses.A001'],
      [{...file, positions: {all: {A001: {x: 'left', y: 2}}}}, 'positions.all.A001'],
      [{...file, view: {kind: 'zone', zoneId: 'zone:nowhere'}}, 'view.zoneId'],
      [{...file, zones: [{id: 'zone:nowhere', name: 'x'}]}, 'zones[0].id'],
      [{...file, versions: [{id: 'v', name: 'n', createdAt: '2025-01-01', projectId: 'another'}]}, 'versions[0]'],
      [{...file, hidden: 'A001'}, 'hidden'],
      [{...file, graphStyle: null}, 'graphStyle'],
    ];
    for (const [value, field] of cases) {
      const p = problemOf(json(value));
      expect(p.code, field).toBe('project-file-damaged');
      expect(p.params, field).toEqual({field});
    }
  });

  it('keeps only what the schema names, in null-prototype records keyed by ids', () => {
    const text = json({...file, extra: 1}).replace('"statuses":{"A001":"error"}', '"statuses":{"__proto__":"warning"}');
    expect(text).toContain('"__proto__":"warning"');
    const reading = readProjectFile(text);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect('extra' in reading.file).toBe(false);
    expect(Object.getPrototypeOf(reading.file.statuses)).toBeNull();
    expect(Object.keys(reading.file.statuses)).toEqual(['__proto__']);
    expect(reading.file.statuses.__proto__).toBe('warning');
  });

  it('migrates a Palito 0.1 getCurrentProjectData() snapshot (version 0)', () => {
    const snapshot = {
      project,
      view: 'zone',
      zoneId: project.zones[0].id,
      positions: {[project.zones[0].id]: {x: 0, y: 0}},
      layout: null,
      movedPositions: {all: {A001: {x: 5, y: 6}}},
      hidden: ['A004'],
      graphStyle: {direction: 'DOWN', spacing: 60, edgeType: 'straight', edgeColors: {'intra-cbs': 'red'}},
      versions: [{id: 'version-1', name: '점검 전', createdAt: '2025-03-04T05:06:07.000Z', projectId: project.id, positions: {}, hidden: [], statuses: {}, properties: {}}],
      currentVersionId: 'version-1',
    };
    const reading = readProjectFile(json(snapshot));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.from).toBe(0);
    const migrated = reading.file;
    expect(migrated.format).toBe('palito-project');
    expect(migrated.version).toBe(PROJECT_FILE_VERSION);
    expect(migrated.update).toBeNull();
    expect(migrated.view).toEqual({kind: 'zone', zoneId: project.zones[0].id, name: ''});
    expect(migrated.positions).toEqual({all: {A001: {x: 5, y: 6}}});
    expect(migrated.hidden).toEqual(['A004']);
    expect(migrated.graphStyle).toMatchObject({direction: 'DOWN', spacing: 60, edgeType: 'straight'});
    expect(migrated.graphStyle.edgeColors['intra-cbs']).toBe('red');
    expect(migrated.versions.map((v) => v.name)).toEqual(['점검 전']);
    expect(migrated.currentVersionId).toBe('version-1');
    expect(migrated.zones).toBeNull();
    expect(json(migrated.project)).toBe(json(project));
  });

  it('reads a version 2 file written before filters were saved: no filter', () => {
    const {filter: _unused, ...older} = file;
    const reading = readProjectFile(json(older));
    expect(reading.ok && reading.file.filter).toBeNull();
    expect(problemOf(json({...file, filter: {types: [7]}})).params).toEqual({field: 'filter.types'});
  });

  it('migrates a version 1 file (before inventory updates were kept): no update', () => {
    const {update, ...v1} = file;
    expect(update).toBeNull();
    const reading = readProjectFile(json({...v1, version: 1}));
    expect(reading.ok && reading.from).toBe(1);
    expect(reading.ok && reading.file).toMatchObject({version: PROJECT_FILE_VERSION, update: null});
  });

  it('reads the last inventory update: the previous inventory and its ghosts; the diff computed again from the two projects', () => {
    const previous = structuredClone(project);
    const gone = previous.nodes[0];
    const added = {...gone, id: 'Z999', name: 'new-one'};
    const now = {...project, nodes: [...project.nodes.filter((n) => n.id !== gone.id), added]};
    now.cbs = project.cbs.map((c) => (c.id === gone.cbsId ? {...c, nodeIds: [...c.nodeIds.filter((id) => id !== gone.id), 'Z999']} : c));
    now.edges = project.edges.filter((e) => e.source !== gone.id && e.target !== gone.id);
    const ghost = {kind: 'asset', id: gone.id, name: gone.name, parentId: gone.cbsId, x: 12, y: 40, width: 180, height: 56};
    const stale = {...diffProjects(previous, now), assets: {added: ['made-up'], removed: [], changed: [], moved: []}};
    const reading = readProjectFile(json({...file, project: now, update: {previous, diff: stale, ghosts: [ghost], shown: false}}));
    if (!reading.ok) throw new Error(JSON.stringify(reading.problem));
    expect(reading.file.update).toEqual({previous: JSON.parse(json(previous)), diff: diffProjects(reading.file.update!.previous, reading.file.project), ghosts: [ghost], shown: false});
    expect(reading.file.update!.diff.assets).toMatchObject({added: ['Z999'], removed: [gone.id]});
  });

  it('names the wrong field of an update: its previous inventory, a ghost', () => {
    const ghost = {kind: 'asset', id: 'A001', name: 'a', x: 0, y: 0, width: 10, height: 10};
    const cases: Array<[unknown, string]> = [
      ['yes', 'update'],
      [{previous: {...project, nodes: 'none'}, ghosts: []}, 'update.previous.nodes'],
      [{previous: project, ghosts: {}}, 'update.ghosts'],
      [{previous: project, ghosts: [{...ghost, kind: 'rack'}]}, 'update.ghosts[0]'],
      [{previous: project, ghosts: [ghost, {...ghost, x: Infinity}]}, 'update.ghosts[1]'],
      [{previous: project, ghosts: [{...ghost, parentId: 7}]}, 'update.ghosts[0].parentId'],
      [{previous: project, ghosts: [], shown: 'no'}, 'update.shown'],
    ];
    for (const [update, field] of cases) {
      const p = problemOf(json({...file, update}));
      expect([p.code, p.params], field).toEqual(['project-file-damaged', {field}]);
    }
  });

  it('a snapshot without movedPositions is not a project file', () => {
    expect(problemOf(json({project})).code).toBe('project-file-foreign');
  });
});

describe('the messages of a file that cannot be opened', () => {
  it('say what is wrong in Korean and in English', () => {
    const damaged = problemOf('{"format":');
    expect(formatProblem(damaged, 'en')).toBe('The project file is damaged and could not be opened: it is not complete JSON (it was cut off or broken).');
    expect(formatProblem(damaged, 'ko')).toBe('프로젝트 파일이 손상되어 열 수 없습니다. JSON 형식이 깨졌거나 파일 끝이 잘려 있습니다.');
    const field = problemOf(json({...file, statuses: {A001: 'broken'}}));
    expect(formatProblem(field, 'en')).toContain('“statuses.A001” is missing or has a wrong value');
    expect(formatProblem(field, 'ko')).toContain('‘statuses.A001’ 항목이 없거나 값이 올바르지 않습니다');
    expect(formatProblem(problemOf('[]'), 'ko')).toContain('Palito 프로젝트 파일(.palito.json)이 아닙니다');
    expect(formatProblem(problemOf('[]'), 'en')).toContain('This is not a Palito project file (.palito.json).');
    const newer = problemOf(json({...file, version: 7}));
    expect(formatProblem(newer, 'en')).toContain('file format version 7; this Palito reads up to version 2');
    expect(formatProblem(newer, 'ko')).toContain('파일 형식 버전 7, 지금 Palito는 버전 2까지');
  });
});

// The Table view's rows (react/components/Table/table-rows.ts): one per asset with its links both
// ways, sorted by any column in the page's language order (ties by id), marked as the diagram marks.

import {beforeAll, describe, expect, it} from 'vitest';
import {markOf, sortRows, tableRows} from '../../../packages/palito/src/react/components/Table/table-rows';
import {NO_MARKS} from '../../../packages/palito/src/export';
import type {Project} from '../../../packages/palito/src/model';
import {loadSample} from './support/sample';

let project: Project;

beforeAll(async () => {
  ({project} = await loadSample());
});

describe('tableRows', () => {
  it('has a row per asset with every asset it is linked to, whichever row the link was written on', () => {
    const rows = tableRows(project);
    expect(rows.map((r) => r.node.id)).toEqual(project.nodes.map((n) => n.id));
    for (const row of rows) {
      const linked = new Set(project.edges.flatMap((e) => (e.source === row.node.id ? [e.target] : e.target === row.node.id ? [e.source] : [])));
      linked.delete(row.node.id);
      expect(row.links.sort()).toEqual([...linked].sort());
    }
    expect(rows.find((r) => r.node.id === 'A011')!.zone).toBe(project.zones.find((z) => z.id === project.nodes.find((n) => n.id === 'A011')!.zoneId)!.name);
  });

  it('sorts by a column both ways, numbers as numbers, ties by id', () => {
    const rows = tableRows(project);
    const byLinks = sortRows(rows, 'links', 'descending', 'en');
    for (let i = 1; i < byLinks.length; i++) expect(byLinks[i - 1].links.length).toBeGreaterThanOrEqual(byLinks[i].links.length);
    const byName = sortRows(rows, 'name', 'ascending', 'en').map((r) => r.node.name);
    expect(byName).toEqual([...byName].sort(new Intl.Collator('en', {numeric: true, sensitivity: 'base'}).compare));
    expect(sortRows(rows, 'zone', 'descending', 'en')[0].zone >= sortRows(rows, 'zone', 'ascending', 'en')[0].zone).toBe(true);
    const sameZone = sortRows(rows, 'zone', 'ascending', 'en').filter((r) => r.zone === rows[0].zone).map((r) => r.node.id);
    expect(sameZone).toEqual([...sameZone].sort());
  });

  it('sorts a type or a status by the words shown, not by the value stored', () => {
    const rows = tableRows(project);
    const words = {type: (type: string) => ({server: 'zz server'})[type] ?? `a ${type}`, status: (status: string) => status};
    const sorted = sortRows(rows, 'type', 'ascending', 'en', words);
    expect(sorted.at(-1)!.node.type).toBe('server');
    expect(sorted[0].node.type).not.toBe('server');
  });

  it('marks a row as the diagram marks its asset', () => {
    expect(markOf('A1', null)).toBe('');
    expect(markOf('A1', {...NO_MARKS, lit: new Set(['A1'])})).toBe('lit');
    expect(markOf('A2', {...NO_MARKS, lit: new Set(['A1'])})).toBe('dim');
    expect(markOf('A1', {...NO_MARKS, failed: ['A1'], cutOff: ['A2']})).toBe('failed');
    expect(markOf('A2', {...NO_MARKS, failed: ['A1'], cutOff: ['A2']})).toBe('cut-off');
    expect(markOf('A3', {...NO_MARKS, failed: ['A1'], cutOff: ['A2']})).toBe('');
  });
});

import {beforeAll, describe, expect, it} from 'vitest';
import {createMemoryStorage, createPalitoStore, selectCounts, selectCurrentProject, selectSelectedNodeData} from '../../../packages/palito/src/store';
import {type Project} from '../../../packages/palito/src/model';
import {countingEngine, loadSample} from './support/sample';

let project: Project;

beforeAll(async () => {
  ({project} = await loadSample());
});

async function loaded() {
  const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage()});
  await store.getState().load(project);
  return store;
}

describe('selectors', () => {
  it('return the same object while their inputs are unchanged, per store', async () => {
    const a = await loaded();
    const b = await loaded();
    a.getState().select(['A001']);
    b.getState().select(['A002']);
    b.getState().setStatus('A002', 'error');
    // Interleaved reads, as two <Palito> on one page do: neither evicts the other's memo.
    const first = selectSelectedNodeData(a.getState());
    expect(selectSelectedNodeData(b.getState())?.node.id).toBe('A002');
    expect(selectSelectedNodeData(a.getState())).toBe(first);
    const projectA = selectCurrentProject(a.getState());
    expect(selectCurrentProject(b.getState())).not.toBe(projectA);
    expect(selectCurrentProject(a.getState())).toBe(projectA);
    const counts = selectCounts(a.getState());
    selectCounts(b.getState());
    expect(selectCounts(a.getState())).toBe(counts);
  });

  it('change when their inputs change', async () => {
    const store = await loaded();
    const before = selectCurrentProject(store.getState());
    store.getState().setStatus('A001', 'warning');
    const after = selectCurrentProject(store.getState());
    expect(after).not.toBe(before);
    expect(after?.nodes.find((n) => n.id === 'A001')?.status).toBe('warning');
    // Untouched nodes keep their identity (React Flow then skips them).
    expect(after?.nodes.find((n) => n.id === 'A002')).toBe(before?.nodes.find((n) => n.id === 'A002'));
    expect(selectCounts(store.getState()).edges).toEqual({
      'intra-cbs': project.edges.filter((e) => e.kind === 'intra-cbs').length,
      'inter-cbs': project.edges.filter((e) => e.kind === 'inter-cbs').length,
      'inter-zone': project.edges.filter((e) => e.kind === 'inter-zone').length,
    });
  });
});

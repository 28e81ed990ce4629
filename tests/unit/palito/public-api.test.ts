import {describe, expect, expectTypeOf, it} from 'vitest';
import * as palito from '../../../packages/palito/src/react';
import type {
  Cbs,
  CurrentProjectData,
  Edge,
  EdgeKind,
  GraphStyle,
  LoadResult,
  Node,
  NodeProps,
  NodeStatus,
  PalitoProps,
  Problem,
  Project,
  SelectedNodeData,
  Version,
  Zone,
  ZoneInput,
} from '../../../packages/palito/src/react';

describe('the public surface', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(palito).sort()).toEqual(['Footer', 'Node', 'NodeStatus', 'Palito', 'ShortcutTable', 'Sidebar', 'Theme', 'usePalito']);
  });

  it('exports the documented types, Node and NodeStatus doubling as component and type', () => {
    expectTypeOf<Node>().toHaveProperty('zoneId').toEqualTypeOf<string>();
    expectTypeOf<Node['status']>().toEqualTypeOf<NodeStatus>();
    expectTypeOf<NodeStatus>().toEqualTypeOf<'normal' | 'warning' | 'error' | 'offline'>();
    expectTypeOf<Edge['kind']>().toEqualTypeOf<'intra-cbs' | 'inter-cbs' | 'inter-zone'>();
    expectTypeOf<Project['zones']>().toEqualTypeOf<Zone[]>();
    expectTypeOf<Project['cbs']>().toEqualTypeOf<Cbs[]>();
    expectTypeOf<Version['positions']>().toEqualTypeOf<Record<string, Record<string, {x: number; y: number}>>>();
    expectTypeOf(palito.Node).not.toBeAny();
    expectTypeOf(palito.NodeStatus).toBeFunction();
  });

  it('exports the shapes the functions and props take and return', () => {
    type Api = ReturnType<typeof palito.usePalito>;
    expectTypeOf<Awaited<ReturnType<Api['setProject']>>>().toEqualTypeOf<LoadResult>();
    expectTypeOf<LoadResult['problems']>().toEqualTypeOf<Problem[]>();
    expectTypeOf<ReturnType<Api['getCurrentProjectData']>>().toEqualTypeOf<CurrentProjectData | null>();
    expectTypeOf<ReturnType<Api['getSelectedNodeData']>>().toEqualTypeOf<SelectedNodeData | null>();
    expectTypeOf<ReturnType<Api['getGraphStyle']>>().toEqualTypeOf<GraphStyle>();
    expectTypeOf<Parameters<Api['setZones']>[0]>().toEqualTypeOf<ZoneInput[]>();
    expectTypeOf<Edge['kind']>().toEqualTypeOf<EdgeKind>();
    expectTypeOf<NodeProps['data']['node']>().toEqualTypeOf<Node>();
    expectTypeOf<NonNullable<PalitoProps['onProblems']>>().parameters.toEqualTypeOf<[Problem[]]>();
  });
});

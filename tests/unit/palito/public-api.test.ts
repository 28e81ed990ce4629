import {describe, expect, expectTypeOf, it} from 'vitest';
import * as palito from '../../../src/palito';
import type {Cbs, Edge, Node, NodeStatus, Project, Version, Zone} from '../../../src/palito';

describe('the public surface', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(palito).sort()).toEqual(['Footer', 'Node', 'NodeStatus', 'Palito', 'Sidebar', 'Theme', 'usePalito']);
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
});

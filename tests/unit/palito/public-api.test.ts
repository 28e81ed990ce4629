import type {ReactNode} from 'react';
import {describe, expect, expectTypeOf, it} from 'vitest';
import * as palito from '../../../packages/palito/src/react';
import type {
  Cbs,
  CurrentProjectData,
  Edge,
  EdgeKind,
  ExportFormat,
  FooterProps,
  GraphStyle,
  LoadResult,
  Node,
  NodeProps,
  NodeStatus,
  NodeStatusProps,
  PalitoApi,
  PalitoProps,
  PalitoProviderProps,
  PaperSize,
  PalitoState,
  Problem,
  Progress,
  Project,
  ProjectDiff,
  ProjectFile,
  ProjectFileUpdate,
  GhostPlace,
  PreviousInventory,
  SelectedNodeData,
  SidebarProps,
  ThemeProps,
  Version,
  UpdateResult,
  Zone,
  ZoneInput,
} from '../../../packages/palito/src/react';

describe('the public surface', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(palito).sort()).toEqual([
      'Footer',
      'Node',
      'NodeStatus',
      'Palito',
      'PalitoProvider',
      'ShortcutTable',
      'Sidebar',
      'Theme',
      'VersionStorageError',
      'usePalito',
      'usePalitoStore',
    ]);
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
    expectTypeOf<PalitoProps['warmUp']>().toEqualTypeOf<'light' | 'large' | undefined>();
  });

  it('exports the props of every component, the API and state types, and the storage error class', () => {
    expectTypeOf<PalitoApi>().toEqualTypeOf<ReturnType<typeof palito.usePalito>>();
    expectTypeOf<PalitoApi['selectNodes']>().toEqualTypeOf<(ids: string[]) => void>();
    expectTypeOf<PalitoApi['setView']>().toEqualTypeOf<(view: 'all' | 'zone', zoneId?: string) => Promise<void>>();
    expectTypeOf<PalitoApi['fitView']>().toEqualTypeOf<() => void>();
    expectTypeOf<ExportFormat>().toEqualTypeOf<'svg' | 'png' | 'drawio' | 'graphml' | 'project' | 'changes-csv' | 'changes-md'>();
    expectTypeOf<PalitoApi['exportAs']>().toEqualTypeOf<(format: ExportFormat) => Promise<Blob | null>>();
    expectTypeOf<PalitoApi['openProject']>().toEqualTypeOf<(file: File | Blob | string) => Promise<LoadResult>>();
    expectTypeOf<PalitoApi['updateInventory']>().toEqualTypeOf<(input: Parameters<PalitoApi['setProject']>[0], options?: {fileName?: string}) => Promise<UpdateResult>>();
    expectTypeOf<UpdateResult['diff']>().toEqualTypeOf<ProjectDiff | undefined>();
    expectTypeOf<PalitoApi['tidyUp']>().toEqualTypeOf<() => Promise<boolean>>();
    expectTypeOf<PaperSize>().toEqualTypeOf<'A4' | 'A3'>();
    expectTypeOf<PalitoApi['toPrintPage']>().toEqualTypeOf<(options?: {paper?: PaperSize}) => string | null>();
    expectTypeOf<PalitoApi['print']>().toEqualTypeOf<(options?: {paper?: PaperSize}) => Promise<boolean>>();
    expectTypeOf<ProjectFile['version']>().toEqualTypeOf<2>();
    expectTypeOf<ProjectFile['update']>().toEqualTypeOf<ProjectFileUpdate | null>();
    expectTypeOf<ProjectFileUpdate['previous']>().toEqualTypeOf<Project>();
    expectTypeOf<ProjectFileUpdate['ghosts']>().toEqualTypeOf<GhostPlace[]>();
    expectTypeOf<PalitoState['previousInventory']>().toEqualTypeOf<PreviousInventory | null>();
    expectTypeOf<ProjectFile['project']>().toEqualTypeOf<Project>();
    expectTypeOf<NonNullable<PalitoProps['onInit']>>().toEqualTypeOf<(api: PalitoApi) => void>();
    expectTypeOf<Parameters<typeof palito.PalitoProvider>[0]>().toEqualTypeOf<PalitoProviderProps>();
    expectTypeOf<PalitoProviderProps['children']>().toEqualTypeOf<ReactNode>();
    // usePalitoStore's selector gets the documented, read-only snapshot.
    expectTypeOf<Parameters<Parameters<typeof palito.usePalitoStore>[0]>[0]>().toEqualTypeOf<PalitoState>();
    expectTypeOf<PalitoState['view']>().toEqualTypeOf<'all' | 'zone'>();
    expectTypeOf<PalitoState['selection']>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<PalitoState['progress']>().toEqualTypeOf<Progress | null>();
    expectTypeOf<Version['zones']>().toEqualTypeOf<Array<{id: string; name: string}> | undefined>();
    expectTypeOf<Parameters<typeof palito.Sidebar>[0]>().toEqualTypeOf<SidebarProps>();
    expectTypeOf<SidebarProps['position']>().toEqualTypeOf<'left' | 'right' | undefined>();
    expectTypeOf<Parameters<typeof palito.Footer>[0]>().toEqualTypeOf<FooterProps>();
    expectTypeOf<Parameters<typeof palito.Theme>[0]>().toEqualTypeOf<ThemeProps>();
    expectTypeOf<ThemeProps['colorMode']>().toEqualTypeOf<'light' | 'dark' | undefined>();
    expectTypeOf<Parameters<typeof palito.NodeStatus>[0]>().toEqualTypeOf<NodeStatusProps>();
    expectTypeOf<NodeStatusProps['status']>().toEqualTypeOf<NodeStatus>();
    expectTypeOf<Progress>().toHaveProperty('stage');
    expect(new palito.VersionStorageError('save')).toBeInstanceOf(Error);
    expect(new palito.VersionStorageError('delete').name).toBe('VersionStorageError');
  });
});

// What <Palito> takes: its props, documented on its API page (docs/api/components/palito).

import type {ComponentType, CSSProperties, ReactNode} from 'react';
import type {PalitoApi} from '../../../api';
import type {Node as NodeModel, Problem, Progress, Project} from '../../../model';
import type {NodeProps} from '../../hooks/node-props';

export interface PalitoProps {
  /**
   * The asset inventory: a CSV or Excel (.xlsx) file as a `File`, `Blob`, text or `ArrayBuffer`.
   * Whenever it changes, it is converted and laid out again (off the main thread).
   */
  data?: File | Blob | string | ArrayBuffer;
  /** The file's name when `data` is not a `File` (it names the project, and so its versions). */
  fileName?: string;
  /** A project that is already converted; it is only laid out. Wins over `data` when both are given. */
  project?: Project;
  /** UI language. Default `'ko'`. */
  locale?: 'ko' | 'en';
  /** Light or dark tokens (see `<Theme>`). Default `'light'`. */
  colorMode?: 'light' | 'dark';
  /** The view shown; when it changes, Palito switches to it. The user can still switch (V key, toolbar). */
  view?: 'all' | 'zone';
  /** The view shown first, when `view` is not set. Default `'all'`. */
  defaultView?: 'all' | 'zone';
  /** The flow inside a CBS group: left to right, or top to bottom. Default `'RIGHT'`. */
  direction?: 'RIGHT' | 'DOWN';
  /** The base gap between assets in pixels. Default 24. */
  spacing?: number;
  /** Line shape. Default `'smoothstep'` (right angles, following the layout's routes inside a CBS). */
  edgeType?: 'smoothstep' | 'straight' | 'default';
  /** Line colours per relationship kind; any CSS colour. */
  edgeColors?: Partial<Record<'intra-cbs' | 'inter-cbs' | 'inter-zone', string>>;
  /** Custom asset nodes, keyed by asset type (`server`, `router`, ...) or `default`. They get `<Node>`'s props. */
  nodeTypes?: Record<string, ComponentType<NodeProps>>;
  /** A conversion API: when set, files are converted there (with `apiKey`) and laid out here. */
  endpoint?: string;
  /** The key sent to `endpoint`. */
  apiKey?: string;
  /** The localStorage namespace of saved versions. Default `'palito'`. */
  storageKey?: string;
  /**
   * How much the layout worker prepares before the first file. `'light'` (default): a small
   * inventory, a short task of the worker's at mount. `'large'`: straight after it, an 800-asset
   * one (more work for the worker and its ELK helpers), after which the first file of
   * thousands of assets lays out noticeably faster. A file given meanwhile stops it. Read at mount.
   */
  warmUp?: 'light' | 'large';
  /** Each pipeline stage as it starts, and layout progress. */
  onProgress?: (progress: Progress) => void;
  /**
   * After every layout Palito computes (a new project, a view or zone shown for the first time, a
   * changed direction or spacing): how many assets and lines, how long it took, which view.
   * Switching back to a view already laid out shows the kept layout and does not call it again.
   */
  onLayout?: (info: {assets: number; edges: number; ms: number; view: 'all' | 'zone'; zoneId: string | null}) => void;
  /** After every conversion: errors (nothing new is drawn, the previous diagram stays) and warnings. */
  onProblems?: (problems: Problem[]) => void;
  /** The selected assets, whenever the selection changes. */
  onSelectionChange?: (nodes: NodeModel[]) => void;
  /**
   * Called once, after Palito has mounted, with the same functions `usePalito()` returns: keep them
   * to drive the editor from code outside it (or wrap both in a `<PalitoProvider>`).
   */
  onInit?: (api: PalitoApi) => void;
  /** Rendered inside Palito's context: `<Sidebar>`, `<Footer>` and components that call `usePalito()` or `usePalitoStore()`. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Height of the canvas: pixels, or any CSS length. Default 600. */
  height?: number | string;
}

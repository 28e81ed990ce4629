// What <Palito> shares with everything inside it: its store, the hook functions, the locale,
// custom node types, and the commands toolbars, menus and shortcuts call.

import {createContext, type ComponentType} from 'react';
import type {PalitoStoreApi} from '../../store';
import type {PalitoApi} from '../../api';
import type {Locale} from '../../i18n';
import type {PalitoCommands} from './commands';
import type {NodeProps} from './node-props';

export interface PalitoContextValue {
  store: PalitoStoreApi;
  api: PalitoApi;
  locale: Locale;
  nodeTypes?: Record<string, ComponentType<NodeProps>>;
  commands: PalitoCommands;
}

export const PalitoContext = createContext<PalitoContextValue | null>(null);
PalitoContext.displayName = 'PalitoContext';

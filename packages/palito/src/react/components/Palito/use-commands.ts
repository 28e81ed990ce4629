// The commands behind the toolbar, the menus, the shortcuts and the sidebar: store actions plus
// the React Flow viewport, with a spoken (and shown) confirmation where it helps. One object for
// the editor's life, reading the latest props when a command runs; the commands themselves are in
// view-commands.ts, asset-commands.ts, highlight-commands.ts and menu-commands.ts.

import {useReactFlow} from '@xyflow/react';
import {useMemo, useRef} from 'react';
import type {PalitoCommands} from '../../hooks/commands';
import {assetCommands} from './asset-commands';
import {commandContext, type CommandHost} from './command-context';
import {highlightCommands} from './highlight-commands';
import {menuCommands} from './menu-commands';
import {viewCommands} from './view-commands';

export {FIT_PADDING, type MenuState} from './command-context';

export function useCommands(host: CommandHost): PalitoCommands {
  const flow = useReactFlow();
  const latest = useRef({host, flow});
  latest.current = {host, flow};

  return useMemo<PalitoCommands>(() => {
    const context = commandContext(latest);
    return {...viewCommands(context), ...assetCommands(context), ...menuCommands(context), ...highlightCommands(context), announce: context.announce};
  }, []);
}

// A new layout (a file, a view or zone switch, a style change) is fitted in view, or the asset
// asked for (focusNode or showInZoneView in another zone: commands.takePendingFocus) is centred.

import {useEffect} from 'react';
import type {ReactFlowInstance} from '@xyflow/react';
import {flowIdOf, type TopologyLayout} from '../../../model';
import type {PalitoCommands} from '../../hooks/commands';
import {FIT_PADDING} from './use-commands';

export function useFitNewLayout(layout: TopologyLayout | null, rf: ReactFlowInstance, commands: PalitoCommands): void {
  useEffect(() => {
    if (!layout) return;
    const focus = commands.takePendingFocus();
    if (focus && layout.nodes.some((n) => n.id === focus)) {
      void rf.fitView({nodes: [{id: flowIdOf(focus)}], maxZoom: 1.1, minZoom: 0.4, padding: 0.6, duration: 250});
    } else {
      void rf.fitView({padding: FIT_PADDING});
    }
  }, [layout, rf, commands]);
}

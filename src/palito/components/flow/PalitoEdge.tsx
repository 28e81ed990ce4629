import {BaseEdge, getBezierPath, getSmoothStepPath, getStraightPath, useInternalNode, type Edge, type EdgeProps} from '@xyflow/react';
import React, {memo} from 'react';
import {useStore} from 'zustand';
import type {EdgeKind, FlowEdgeData} from '../../core';
import {usePalitoContext} from '../../react/use-palito-context';
import {floatingEnds, polylinePath} from './floating';

/** Solid inside a CBS, dashed between CBS groups, dotted between zones. */
const DASHES: Record<EdgeKind, string | undefined> = {
  'intra-cbs': undefined,
  'inter-cbs': '7 5',
  'inter-zone': '1.5 5',
};
const WIDTHS: Record<EdgeKind, number> = {'intra-cbs': 1.6, 'inter-cbs': 1.6, 'inter-zone': 2};

export const PalitoEdge = memo(function PalitoEdge({id, source, target, data}: EdgeProps<Edge<FlowEdgeData>>) {
  const {store} = usePalitoContext('PalitoEdge');
  const edgeType = useStore(store, (s) => s.graphStyle.edgeType);
  const colour = useStore(store, (s) => (data ? s.graphStyle.edgeColors[data.kind] : undefined));
  const sourceNode = useInternalNode(source);
  const targetNode = useInternalNode(target);
  if (!sourceNode || !targetNode || !data) return null;

  let path: string;
  if (data.points && edgeType === 'smoothstep') {
    // ELK routed this line around the other assets of the CBS: draw its route.
    path = polylinePath(data.points);
  } else {
    const ends = floatingEnds(sourceNode, targetNode);
    if (edgeType === 'straight') [path] = getStraightPath(ends);
    else if (edgeType === 'default') [path] = getBezierPath(ends);
    else [path] = getSmoothStepPath({...ends, borderRadius: 8});
  }
  return (
    <BaseEdge
      id={id}
      path={path}
      className={`palito-edge palito-edge--${data.kind}`}
      style={{
        stroke: colour,
        strokeWidth: WIDTHS[data.kind],
        strokeDasharray: DASHES[data.kind],
        strokeLinecap: data.kind === 'inter-zone' ? 'round' : undefined,
      }}
    />
  );
});

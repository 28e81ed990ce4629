import {BaseEdge, getBezierPath, getSmoothStepPath, getStraightPath, useInternalNode, type Edge, type EdgeProps} from '@xyflow/react';
import React, {memo} from 'react';
import type {FlowEdgeData} from '../../../store';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {EDGE_DASHES, EDGE_WIDTHS} from '../../../export';
import {floatingEnds, polylinePath} from './floating';

export const PalitoEdge = memo(function PalitoEdge({id, source, target, data}: EdgeProps<Edge<FlowEdgeData>>) {
  const edgeType = usePalitoStore((s) => s.graphStyle.edgeType);
  const colour = usePalitoStore((s) => (data ? s.graphStyle.edgeColors[data.kind] : undefined));
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
        strokeWidth: EDGE_WIDTHS[data.kind],
        strokeDasharray: EDGE_DASHES[data.kind],
        strokeLinecap: data.kind === 'inter-zone' ? 'round' : undefined,
      }}
    />
  );
});

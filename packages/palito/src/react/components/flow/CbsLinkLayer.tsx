// The overview's lines (cbs-links.ts): one per pair of CBS groups, as wide as its number of links,
// with that number on hover (its <title>) and in the legend. An SVG in React Flow's viewport, above
// the boxes and under the level-of-detail layer's assets; a few hundred paths at 5,000 assets.

import {ViewportPortal} from '@xyflow/react';
import React, {useMemo} from 'react';
import {edgePath} from '../../../export';
import {t, type Locale} from '../../../i18n';
import {xmlSafe} from '../../../model';
import type {FlowEdge, FlowNode} from '../../../store';
import {cbsLinks, cbsLinkWidth} from './cbs-links';
import {absoluteBoxes} from './scene';
import styles from './styles.module.css';

/** Between the CBS boxes (1), bundles (2) and the layer's assets (3). */
const CBS_LINK_Z = 2;

export interface CbsLinkLayerProps {
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
  edgeColors: Record<'inter-cbs' | 'inter-zone', string>;
  locale: Locale;
}

export function CbsLinkLayer({nodes, edges, edgeColors, locale}: CbsLinkLayerProps): React.ReactElement {
  const lines = useMemo(() => {
    const boxes = absoluteBoxes(nodes);
    const names = new Map(nodes.map((node) => [node.id, nameOf(node)]));
    return cbsLinks(nodes, edges).flatMap((link) => {
      const from = boxes.get(link.a);
      const to = boxes.get(link.b);
      return from && to ? [{...link, d: edgePath(from, to, 'straight'), names: [names.get(link.a) ?? '', names.get(link.b) ?? '']}] : [];
    });
  }, [nodes, edges]);
  return (
    <ViewportPortal>
      <svg className={styles.cbsLinks} width="1" height="1" style={{zIndex: CBS_LINK_Z}} data-testid="palito-cbs-links" data-lines={lines.length}>
        {lines.map((line) => (
          <path
            key={`${line.a} ${line.b}`}
            d={line.d}
            stroke={edgeColors[line.kind]}
            strokeWidth={cbsLinkWidth(line.count)}
            vectorEffect="non-scaling-stroke"
            data-count={line.count}>
            <title>{t(locale, 'overview.links', {count: line.count, a: xmlSafe(line.names[0]), b: xmlSafe(line.names[1])})}</title>
          </path>
        ))}
      </svg>
    </ViewportPortal>
  );
}

function nameOf(node: FlowNode): string {
  switch (node.data.kind) {
    case 'cbs':
      return node.data.cbs.name;
    case 'zone':
    case 'stub':
      return node.data.zone.name;
    default:
      return node.id;
  }
}

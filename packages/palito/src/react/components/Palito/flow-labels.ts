// What React Flow needs besides nodes and edges: accessible names for the boxes and assets, its
// own aria labels in the UI language, and the minimap colours.

import type {Node as FlowNodeRF} from '@xyflow/react';
import {type FlowLabels, type FlowNode} from '../../../store';
import {own} from '../../../model';
import {t, type Locale} from '../../../i18n';
import {bundleAriaLabel} from '../../../export';
import {typeLabelOf} from '../Node/type-label';

export function flowLabels(locale: Locale): FlowLabels {
  return {
    asset(node) {
      const type = typeLabelOf(node.type, locale);
      const status = t(locale, `status.${node.status}`);
      return node.ip
        ? t(locale, 'aria.nodeIp', {name: node.name, type, ip: node.ip, status})
        : t(locale, 'aria.node', {name: node.name, type, status});
    },
    zone: (zone, count) => t(locale, 'aria.zone', {name: zone.name, count}),
    cbs: (cbs, count) => t(locale, 'aria.cbs', {name: cbs.name, count}),
    stub: (zone) => t(locale, 'aria.stub', {name: zone.name}),
    bundle: (assets, links) => bundleAriaLabel(locale, assets, links),
  };
}

export function ariaLabels(locale: Locale) {
  return {
    'node.a11yDescription.default': t(locale, 'rf.nodeHelp'),
    'node.a11yDescription.keyboardDisabled': t(locale, 'rf.nodeHelp'),
    'node.a11yDescription.ariaLiveMessage': ({direction, x, y}: {direction: string; x: number; y: number}) =>
      t(locale, 'rf.moved', {
        direction: ['up', 'down', 'left', 'right'].includes(direction)
          ? t(locale, `dir.${direction as 'up' | 'down' | 'left' | 'right'}`)
          : direction,
        x: Math.round(x),
        y: Math.round(y),
      }),
    'edge.a11yDescription.default': t(locale, 'rf.edgeHelp'),
    'controls.ariaLabel': t(locale, 'rf.controls'),
    'controls.zoomIn.ariaLabel': t(locale, 'rf.zoomIn'),
    'controls.zoomOut.ariaLabel': t(locale, 'rf.zoomOut'),
    'controls.fitView.ariaLabel': t(locale, 'rf.fitView'),
    'controls.interactive.ariaLabel': t(locale, 'rf.interactive'),
    'minimap.ariaLabel': t(locale, 'rf.minimap'),
  };
}

const STATUS_FILL: Record<string, string> = {
  normal: 'var(--palito-status-normal)',
  warning: 'var(--palito-status-warning)',
  error: 'var(--palito-status-error)',
  offline: 'var(--palito-status-offline)',
};

export function minimapColor(node: FlowNodeRF): string {
  const data = node.data as FlowNode['data'];
  // Own keys only: a hand-made Project's status may be any text, `constructor` included.
  if (data.kind === 'asset') return own(STATUS_FILL, data.node.status) ?? STATUS_FILL.normal;
  if (data.kind === 'stub') return 'var(--palito-stub-border)';
  // Filled, not only outlined: on a big diagram the minimap's scale makes an outline vanish, and
  // the boxes are all it has (the assets are on the level-of-detail layer, not React Flow nodes).
  if (data.kind === 'zone') return 'color-mix(in srgb, var(--palito-zone-border) 28%, transparent)';
  if (data.kind === 'cbs') return 'color-mix(in srgb, var(--palito-cbs-border) 60%, transparent)';
  return 'transparent';
}

export function minimapStroke(node: FlowNodeRF): string {
  const kind = (node.data as FlowNode['data']).kind;
  return kind === 'zone' ? 'var(--palito-zone-border)' : kind === 'cbs' ? 'var(--palito-cbs-border)' : 'transparent';
}

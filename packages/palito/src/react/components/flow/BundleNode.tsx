import type {Node as FlowNode, NodeProps} from '@xyflow/react';
import React, {memo, useCallback, useMemo, type CSSProperties} from 'react';
import type {BundleNodeData, PalitoState} from '../../../store';
import {usePalitoContext} from '../../hooks/use-palito-context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {bundleAriaLabel, bundleLabel} from '../../../export';
import styles from './styles.module.css';

/**
 * A dense group's links as one shape (a full mesh of 200 switches: 19,900 links) behind its assets,
 * in the colour of lines inside a CBS, with the count on its bottom edge. Pointer events pass
 * through it to the assets above (toFlow's `style`, and the CSS). While one of its assets is
 * selected it is outlined, so the group the asset belongs to can be seen.
 */
export const BundleNode = memo(function BundleNode({data}: NodeProps<FlowNode<BundleNodeData>>) {
  const {locale} = usePalitoContext('BundleNode');
  const colour = usePalitoStore((s) => s.graphStyle.edgeColors['intra-cbs']);
  const members = useMemo(() => new Set(data.nodeIds), [data.nodeIds]);
  const active = usePalitoStore(useCallback((s: PalitoState) => s.selection.some((id) => members.has(id)), [members]));
  const assets = data.nodeIds.length;
  return (
    <div
      className={active ? `${styles.bundle} ${styles.bundleActive}` : styles.bundle}
      style={{'--bundle-colour': colour} as CSSProperties}
      role="img"
      aria-label={bundleAriaLabel(locale, assets, data.linkCount)}
      data-active={active || undefined}>
      <span className={styles.bundleLabel} aria-hidden="true">
        {bundleLabel(locale, assets, data.linkCount)}
      </span>
    </div>
  );
});

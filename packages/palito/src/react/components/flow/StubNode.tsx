import {Handle, Position, type Node as FlowNode, type NodeProps} from '@xyflow/react';
import React, {memo} from 'react';
import type {StubNodeData} from '../../../store';
import {xmlSafe} from '../../../model';
import styles from './styles.module.css';

/** Zone View: a small box on the zone's border standing for another zone; clicking it opens that zone. */
export const StubNode = memo(function StubNode({data}: NodeProps<FlowNode<StubNodeData>>) {
  const name = xmlSafe(data.zone.name);
  return (
    <div className={styles.stub} data-side={data.side} title={name}>
      <Handle type="target" position={Position.Top} isConnectable={false} className={styles.handle} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} className={styles.handle} />
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={styles.stubLabel}>{name}</span>
    </div>
  );
});

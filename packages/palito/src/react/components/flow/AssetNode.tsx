import {Handle, Position, type Node as FlowNode, type NodeProps} from '@xyflow/react';
import React, {memo} from 'react';
import {type AssetNodeData} from '../../../store';
import {own} from '../../../model';
import {usePalitoContext} from '../../hooks/use-palito-context';
import {Node} from '../Node';
import styles from './styles.module.css';

/**
 * React Flow's node type for assets: picks the component (`nodeTypes[type]`, `nodeTypes.default`,
 * or Palito's <Node>) and adds the invisible handles React Flow attaches lines to. The lines
 * themselves float to the box border (see floating.ts), so where the handles sit does not matter.
 */
export const AssetNode = memo(function AssetNode({data, selected, dragging}: NodeProps<FlowNode<AssetNodeData>>) {
  const {nodeTypes, locale} = usePalitoContext('AssetNode');
  // Own keys only: an asset type written `constructor` or `toString` is not Object's member.
  const Component = own(nodeTypes, data.node.type) ?? own(nodeTypes, 'default') ?? Node;
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={styles.handle} />
      {/* `id` is the asset id, as NodeProps promises (React Flow's own id is its flow id). */}
      <Component id={data.node.id} data={{node: data.node, locale}} selected={selected} dragging={dragging} />
      <Handle type="source" position={Position.Bottom} isConnectable={false} className={styles.handle} />
    </>
  );
});

// React Flow's nodeTypes / edgeTypes for Palito. Module constants: React Flow wants them stable.

import type {EdgeTypes, NodeTypes} from '@xyflow/react';
import {FLOW_EDGE_TYPE, FLOW_NODE_TYPES} from '../../../store';
import {AssetNode} from './AssetNode';
import {BundleNode} from './BundleNode';
import {CbsBox, ZoneBox} from './GroupNode';
import {PalitoEdge} from './PalitoEdge';
import {StubNode} from './StubNode';

export const FLOW_NODE_COMPONENTS: NodeTypes = {
  [FLOW_NODE_TYPES.zone]: ZoneBox,
  [FLOW_NODE_TYPES.cbs]: CbsBox,
  [FLOW_NODE_TYPES.asset]: AssetNode,
  [FLOW_NODE_TYPES.stub]: StubNode,
  [FLOW_NODE_TYPES.bundle]: BundleNode,
};

export const FLOW_EDGE_COMPONENTS: EdgeTypes = {[FLOW_EDGE_TYPE]: PalitoEdge};

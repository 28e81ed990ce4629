export {FLOW_EDGE_COMPONENTS, FLOW_NODE_COMPONENTS} from './node-types';

// The browser bench's baseline (bench/browser/run.ts): the same laid-out inventory drawn by plain
// React Flow, as an app would draw it without Palito's level of detail: a component per zone,
// CBS and asset, an SVG path per link, React Flow's defaults. The bench times it beside Palito.

import {ReactFlow, type Edge, type Node} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import React, {useState} from 'react';
import {createRoot} from 'react-dom/client';
import {generateTopology, type Project, type TopologyLayout} from 'palito/engine';

declare global {
  interface Window {
    /** Lays the CSV out (not timed) and returns once React Flow has the nodes. */
    plainFlow: {lay(csv: string): Promise<number>; draw(): void};
  }
}

function toPlainFlow(project: Project, layout: TopologyLayout): {nodes: Node[]; edges: Edge[]} {
  const origin = new Map<string, {x: number; y: number}>();
  const nodes: Node[] = [];
  const relative = (rect: {x: number; y: number}, parentId?: string) => {
    const parent = parentId ? origin.get(parentId) : undefined;
    return parent ? {x: rect.x - parent.x, y: rect.y - parent.y} : {x: rect.x, y: rect.y};
  };
  for (const group of layout.groups) {
    origin.set(group.id, group);
    nodes.push({
      id: group.id,
      type: 'group',
      position: relative(group, group.parentId),
      parentId: group.parentId,
      data: {},
      style: {width: group.width, height: group.height},
    });
  }
  const names = new Map(project.nodes.map((node) => [node.id, node.name]));
  for (const node of layout.nodes) {
    nodes.push({
      id: node.id,
      position: relative(node, node.parentId),
      parentId: node.parentId,
      data: {label: names.get(node.id) ?? node.id},
      style: {width: node.width, height: node.height},
    });
  }
  const edges = layout.edges.map((edge) => ({id: edge.id, source: edge.source, target: edge.target}));
  return {nodes, edges};
}

let show: (graph: {nodes: Node[]; edges: Edge[]}) => void = () => {};
let laidOut: {nodes: Node[]; edges: Edge[]} = {nodes: [], edges: []};

function App() {
  const [graph, setGraph] = useState<{nodes: Node[]; edges: Edge[]}>({nodes: [], edges: []});
  show = setGraph;
  return <ReactFlow nodes={graph.nodes} edges={graph.edges} fitView minZoom={0.05} maxZoom={2.5} />;
}

window.plainFlow = {
  async lay(csv) {
    const result = await generateTopology({name: 'inventory.csv', data: csv});
    if (!result.ok) throw new Error(`not laid out: ${result.problems[0]?.code}`);
    laidOut = toPlainFlow(result.project, result.layout);
    return result.layout.nodes.length;
  },
  draw() {
    show(laidOut);
  },
};

createRoot(document.getElementById('root')!).render(<App />);

import {loadElk} from '../src/topology/layout/elk/load-elk';
import {generateAssets} from './generate-inventory';
async function main() {
  const elk = await loadElk();
  const n = Number(process.argv[2] ?? 1000);
  const assets = generateAssets({assets: n});
  const byCbs = new Map<string, typeof assets>();
  for (const a of assets) { const k = a.zone + '/' + a.cbs; byCbs.set(k, [...(byCbs.get(k) ?? []), a]); }
  const key = new Map(assets.map((a) => [a.id, a.zone + '/' + a.cbs]));
  const opts = (t: string) => ({'elk.algorithm': 'layered', 'elk.direction': 'RIGHT', 'elk.layered.thoroughness': t, 'elk.spacing.nodeNode': '24', 'elk.layered.spacing.nodeNodeBetweenLayers': '48'});
  const graphs = [...byCbs].map(([k, list], i) => ({
    id: 'c' + i, layoutOptions: opts('1'),
    children: list.map((a) => ({id: a.id, width: 160, height: 48})),
    edges: list.flatMap((a) => a.connections.filter((t) => key.get(t) === k).map((t) => ({id: a.id + '-' + t, sources: [a.id], targets: [t]}))),
  }));
  console.log('cbs', graphs.length, 'sizes', graphs.map((g) => g.children.length).join(','));
  for (const t of ['1', '3', '7']) {
    for (let rep = 0; rep < 3; rep++) {
      let t0 = performance.now();
      for (const g of graphs) await elk.layout(structuredClone({...g, layoutOptions: opts(t)}));
      const sep = performance.now() - t0;
      t0 = performance.now();
      await elk.layout({id: 'root', layoutOptions: {'elk.algorithm': 'fixed'}, children: structuredClone(graphs.map((g) => ({...g, layoutOptions: opts(t)})))});
      const batch = performance.now() - t0;
      console.log('thor', t, 'separate', sep.toFixed(0), 'batch', batch.toFixed(0));
    }
  }
}
main();

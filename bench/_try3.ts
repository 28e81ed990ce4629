import {readFileSync} from 'node:fs';
import {generateTopology} from '../src/topology/pipeline/generate-topology';
import {generateInventoryCsv} from './generate-inventory';
async function main() {
  const sample = readFileSync('static/samples/assets-sample.csv', 'utf8');
  const r = await generateTopology({name: 'assets-sample.csv', data: sample});
  if (!r.ok) { console.log(r.problems); return; }
  console.log(r.project.zones.length, r.project.cbs.length, r.project.nodes.length, r.project.edges.length, r.warnings, r.timings);
  console.log(r.layout.bounds, r.layout.groups.slice(0, 3));
  const z = await generateTopology({name: 'assets-sample.csv', data: sample}, {view: {view: 'zone', zoneId: 'zone:internal'}});
  if (z.ok) console.log(z.layout.stubs, z.layout.edges.filter(e=>e.target.startsWith('stub')).length);
  for (const n of [1000, 1000, 1000, 5000]) {
    const csv = generateInventoryCsv({assets: n});
    const t = performance.now();
    const g = await generateTopology({name: 'x.csv', data: csv});
    console.log(n, (performance.now() - t).toFixed(0), g.ok && g.timings, g.ok && g.layout.bounds);
  }
}
main();

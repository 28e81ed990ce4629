import {loadElk} from '../src/topology/layout/elk/load-elk';
async function main() {
const elk = await loadElk();
const r = await elk.layout({id: 'root', layoutOptions: {'elk.algorithm': 'layered'}, children: [{id: 'a', width: 10, height: 10}, {id: 'b', width: 10, height: 10}], edges: [{id: 'e', sources: ['a'], targets: ['b']}]});
console.log(JSON.stringify(r.children), typeof (globalThis as any).document);
}
main();

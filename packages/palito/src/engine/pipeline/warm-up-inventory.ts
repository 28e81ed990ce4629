// The inventory warmUpForLargeFiles() lays out: about 800 assets shaped like a real estate, so
// that V8 compiles ELK's code for what a big file gives it. warmUp()'s star-shaped inventory
// (a switch and its hosts per CBS) reaches only ELK's simplest paths: after it, a big file still
// starts out in ELK's uncompiled code.
//
// What a big file gives ELK, and this one has: components of tens of assets with cycles (each
// asset linked to an earlier one, some to two), hubs with leaves, one CBS whose assets form a
// component of more than 200 (ELK's "large" profile: wrapped rows), links across CBS groups and
// zones. Deterministic (a seeded linear congruential generator: the choices need no better), so
// every warm-up does the same work.

const ZONES = 4;
const CBS_PER_ZONE = 4;
/** The first CBS: one connected component big enough for the "large" profile (component-graph.ts). */
const BIG_CBS_ASSETS = 300;
const CBS_ASSETS = 36;
const NETWORK_DEVICES = 3;
const SECOND_LINK_SHARE = 0.3;
const CROSS_LINK_SHARE = 0.1;
const SEED = 0x9e3779b9;
const HOST_TYPES = ['server', 'server', 'database', 'storage', 'pc'];
const NETWORK_TYPES = ['switch', 'router', 'firewall'];

/** Numerical Recipes' LCG, in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function largeWarmUpCsv(): string {
  const random = seededRandom(SEED);
  const below = (n: number) => Math.floor(random() * n);
  const lines = ['id,name,type,zone,cbs,connections'];
  const all: string[] = [];
  const rows: Array<{id: string; type: string; zone: number; cbs: number; links: string[]}> = [];
  for (let z = 0; z < ZONES; z++) {
    for (let c = 0; c < CBS_PER_ZONE; c++) {
      const size = z === 0 && c === 0 ? BIG_CBS_ASSETS : CBS_ASSETS;
      const members: string[] = [];
      for (let a = 0; a < size; a++) {
        const id = `L${z}${c}-${a}`;
        const network = a < NETWORK_DEVICES;
        const links: string[] = [];
        if (a > 0) {
          // Half the time to a network device (a hub with leaves), otherwise to any earlier asset (chains, trees).
          links.push(random() < 0.5 ? members[below(Math.min(a, NETWORK_DEVICES))] : members[below(a)]);
          if (random() < SECOND_LINK_SHARE) links.push(members[below(a)]);
        }
        if (all.length && random() < CROSS_LINK_SHARE) links.push(all[below(all.length)]);
        const type = network ? NETWORK_TYPES[a] : HOST_TYPES[below(HOST_TYPES.length)];
        rows.push({id, type, zone: z, cbs: c, links: [...new Set(links)]});
        members.push(id);
      }
      all.push(...members);
    }
  }
  for (const row of rows) lines.push(`${row.id},${row.type}-${row.id},${row.type},Zone ${row.zone},CBS ${row.cbs},${row.links.join(';')}`);
  return lines.join('\n');
}

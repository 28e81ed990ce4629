// Realistic asset inventories for the bench and the layout tests, from a seeded RNG so every run
// draws the same file: 4-8 zones of 3-10 CBS groups, CBS sizes uneven, a few network devices per
// CBS acting as hubs, and ~1.5 connections per asset: 70% within a CBS, 20% across CBS groups of
// a zone, 10% across zones.

export const CONNECTIONS_PER_ASSET = 1.5;
export const CONNECTION_MIX = {intraCbs: 0.7, interCbs: 0.2, interZone: 0.1} as const;
/** Share of connection endpoints drawn from a CBS's network devices rather than any asset. */
const HUB_PREFERENCE = 0.6;
/** Share of connections written on both rows (`A;B` on A and `A` on B): the analysis must merge them. */
const BOTH_ENDS_SHARE = 0.25;
const STATUS_WEIGHTS: Array<[string, number]> = [
  ['normal', 0.85],
  ['warning', 0.07],
  ['error', 0.05],
  ['offline', 0.03],
];
const NETWORK_TYPES = ['switch', 'router', 'firewall', 'load-balancer'];
const HOST_TYPES = ['server', 'server', 'server', 'database', 'storage', 'pc'];
const ZONE_NAMES = [
  'Internet DMZ', 'Internal', 'Management', 'Development', 'Partner Extranet',
  'Data Center', 'Branch Offices', 'Cloud VPC', 'OT Network', 'Backup Site',
];
const CBS_NAMES = [
  'Edge', 'Core Network', 'Business Apps', 'Databases', 'Office LAN', 'Security Ops', 'Monitoring',
  'Build', 'Test', 'Storage', 'Web Tier', 'Mail Relay', 'Identity', 'Analytics', 'Backup', 'Voice',
];

export interface InventoryShape {
  assets: number;
  seed?: number;
  minZones?: number;
  maxZones?: number;
  minCbsPerZone?: number;
  maxCbsPerZone?: number;
  /** Defaults to CONNECTIONS_PER_ASSET; the bench's stress case raises it to the engine's connection limit. */
  connectionsPerAsset?: number;
  /** Defaults to BOTH_ENDS_SHARE; 0 writes each connection once, so the file lists exactly as many as there are links. */
  bothEndsShare?: number;
}

export interface GeneratedAsset {
  id: string;
  name: string;
  type: string;
  ip: string;
  zone: string;
  cbs: string;
  status: string;
  connections: string[];
}

/** mulberry32: tiny, fast, good enough for test data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateAssets(shape: InventoryShape): GeneratedAsset[] {
  const random = seededRandom(shape.seed ?? 42);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

  const zoneCount = int(shape.minZones ?? 4, shape.maxZones ?? 8);
  const groups: Array<{zone: string; cbs: string; weight: number; members: GeneratedAsset[]; hubs: GeneratedAsset[]}> = [];
  for (let z = 0; z < zoneCount; z++) {
    const cbsCount = int(shape.minCbsPerZone ?? 3, shape.maxCbsPerZone ?? 10);
    for (let c = 0; c < cbsCount; c++) {
      // Uneven sizes, as in real estates: some CBS groups are three times the size of others.
      groups.push({zone: ZONE_NAMES[z], cbs: CBS_NAMES[c], weight: 0.5 + random() * 1.5, members: [], hubs: []});
    }
  }
  const totalWeight = groups.reduce((sum, g) => sum + g.weight, 0);

  const assets: GeneratedAsset[] = [];
  // Every CBS gets at least one asset; the rest are spread by weight.
  const quotas = groups.map((g) => Math.max(1, Math.round((g.weight / totalWeight) * shape.assets)));
  let excess = quotas.reduce((a, b) => a + b, 0) - shape.assets;
  for (let i = 0; excess !== 0; i = (i + 1) % quotas.length) {
    if (excess > 0 && quotas[i] > 1) (quotas[i]--, excess--);
    else if (excess < 0) (quotas[i]++, excess++);
  }
  groups.forEach((group, g) => {
    const hubCount = Math.min(quotas[g], Math.max(1, Math.round(quotas[g] / 12)));
    for (let i = 0; i < quotas[g]; i++) {
      const n = assets.length + 1;
      const isHub = i < hubCount;
      const type = isHub ? pick(NETWORK_TYPES) : pick(HOST_TYPES);
      let roll = random();
      const status = STATUS_WEIGHTS.find(([, w]) => (roll -= w) < 0)?.[0] ?? 'normal';
      const asset: GeneratedAsset = {
        id: `A${String(n).padStart(5, '0')}`,
        name: `${type === 'load-balancer' ? 'lb' : type}-${String(n).padStart(4, '0')}`,
        type,
        ip: `10.${Math.floor(g / 4) % 256}.${(g * 16 + Math.floor(i / 250)) % 256}.${(i % 250) + 1}`,
        zone: group.zone,
        cbs: group.cbs,
        status,
        connections: [],
      };
      assets.push(asset);
      group.members.push(asset);
      if (isHub) group.hubs.push(asset);
    }
  });

  const groupOf = new Map<GeneratedAsset, (typeof groups)[number]>();
  for (const group of groups) for (const member of group.members) groupOf.set(member, group);
  const endpointIn = (group: (typeof groups)[number]) =>
    random() < HUB_PREFERENCE ? pick(group.hubs) : pick(group.members);
  const zonesGroups = new Map<string, typeof groups>();
  for (const group of groups) zonesGroups.set(group.zone, [...(zonesGroups.get(group.zone) ?? []), group]);

  const linked = new Set<string>();
  const target = Math.round(shape.assets * (shape.connectionsPerAsset ?? CONNECTIONS_PER_ASSET));
  let made = 0;
  for (let attempts = 0; made < target && attempts < target * 20; attempts++) {
    const a = pick(assets);
    const home = groupOf.get(a)!;
    const roll = random();
    let other: (typeof groups)[number];
    if (roll < CONNECTION_MIX.intraCbs) other = home;
    else if (roll < CONNECTION_MIX.intraCbs + CONNECTION_MIX.interCbs) {
      const siblings = zonesGroups.get(home.zone)!.filter((g) => g !== home);
      if (!siblings.length) continue;
      other = pick(siblings);
    } else {
      const outside = groups.filter((g) => g.zone !== home.zone);
      if (!outside.length) continue;
      other = pick(outside);
    }
    const source = other === home ? a : endpointIn(home);
    const b = endpointIn(other);
    if (source === b) continue;
    const key = source.id < b.id ? `${source.id}|${b.id}` : `${b.id}|${source.id}`;
    if (linked.has(key)) continue;
    linked.add(key);
    source.connections.push(b.id);
    if (random() < (shape.bothEndsShare ?? BOTH_ENDS_SHARE)) b.connections.push(source.id);
    made++;
  }
  return assets;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function assetsToCsv(assets: readonly GeneratedAsset[]): string {
  const lines = ['id,name,type,ip,zone,cbs,status,connections'];
  for (const a of assets) {
    lines.push(
      [a.id, a.name, a.type, a.ip, a.zone, a.cbs, a.status, a.connections.join(';')].map(csvCell).join(','),
    );
  }
  return lines.join('\n') + '\n';
}

export function generateInventoryCsv(shape: InventoryShape): string {
  return assetsToCsv(generateAssets(shape));
}

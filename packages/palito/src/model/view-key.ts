// Every view has a key: moved positions and cached layouts are stored under it.

import type {ViewKind} from './types';

export const ALL_VIEW_KEY = 'all';
const ZONE_VIEW_PREFIX = 'zone:';

export function viewKeyOf(view: ViewKind, zoneId: string | null | undefined): string {
  return view === 'zone' && zoneId ? ZONE_VIEW_PREFIX + zoneId : ALL_VIEW_KEY;
}

export function viewSpecOf(view: ViewKind, zoneId: string | null | undefined): {view: 'all'} | {view: 'zone'; zoneId: string} {
  return view === 'zone' && zoneId ? {view: 'zone', zoneId} : {view: 'all'};
}

/** The view a key names: the inverse of viewKeyOf. */
export function viewOfKey(key: string): {view: ViewKind; zoneId: string | null} {
  return key.startsWith(ZONE_VIEW_PREFIX) ? {view: 'zone', zoneId: key.slice(ZONE_VIEW_PREFIX.length)} : {view: 'all', zoneId: null};
}

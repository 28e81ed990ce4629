// A view named in the UI's words: what the footer, the exported files and the project file call it.

import type {Project, TopologyLayout} from '../engine';
import {t, type Locale} from './translate';

/** "All View" / "Zone View · DMZ", in the UI's words (the Footer names the view the same way). */
export function viewName(project: Project, layout: Pick<TopologyLayout, 'view' | 'zoneId'>, locale: Locale): string {
  if (layout.view !== 'zone') return t(locale, 'view.all');
  const zone = project.zones.find((z) => z.id === layout.zoneId);
  return zone ? t(locale, 'view.zoneOf', {name: zone.name}) : t(locale, 'view.zone');
}

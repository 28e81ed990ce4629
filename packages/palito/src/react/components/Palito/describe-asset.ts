// What is said of an asset when the find box or the arrow keys reach it: name, type, zone, how
// many connections, status, in the editor's language.

import {t, type Locale} from '../../../i18n';
import type {Node, Project} from '../../../model';
import {typeLabelOf} from '../Node/type-label';

/** The name of a zone or CBS group by id (the id when it has none). */
export const nameOf = (list: readonly {id: string; name: string}[], id: string) => list.find((item) => item.id === id)?.name ?? id;

export function describeAsset(node: Node, project: Project, locale: Locale): string {
  const analysis = project.analysis[node.id];
  const links = analysis ? analysis.intraCbs.length + analysis.interCbs.length + analysis.interZone.length : 0;
  return t(locale, 'announce.found', {
    name: node.name,
    type: typeLabelOf(node.type, locale),
    zone: nameOf(project.zones, node.zoneId),
    links,
    status: t(locale, `status.${node.status}`),
  });
}

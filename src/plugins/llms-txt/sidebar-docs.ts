// The docs of a sidebar in the order the sidebar shows them: a category's own page (its link)
// before its items. `ref` items point at a doc that belongs to another sidebar and are left to it,
// so each doc is listed once.

import type {LoadedContent} from '@docusaurus/plugin-content-docs';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];
type SidebarItem = Sidebar[number];

export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc') ids.push(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc') ids.push(item.link.id);
      ids.push(...sidebarDocIds(item.items));
    }
  }
  return [...new Set(ids)];
}

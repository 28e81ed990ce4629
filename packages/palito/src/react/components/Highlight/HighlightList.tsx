// The sidebar's account of the highlight: the assets a find matched; a trace's paths hop by hop;
// what a failure cuts off, by zone; the single points of failure with what each cuts off. Every
// asset named is a button that selects it and brings it into view.

import React, {useId, useMemo} from 'react';
import {listAt} from '../../../engine';
import {t} from '../../../i18n';
import {type Node, type Project, xmlSafe} from '../../../model';
import {type Highlight, selectCurrentProject, selectHighlight} from '../../../store';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import type {SidebarClasses} from '../Changes/ChangeList';
import own from './styles.module.css';

/** Assets named per list before "and N more": a failure can cut off thousands. */
const NAMED = 60;

export function HighlightList({context, styles}: {context: PalitoContextValue; styles: SidebarClasses}): React.ReactElement | null {
  const {locale, commands} = context;
  const highlight = usePalitoStore(selectHighlight);
  const project = usePalitoStore(selectCurrentProject);
  const titleId = useId();
  const nodes = useMemo(() => new Map((project?.nodes ?? []).map((node) => [node.id, node])), [project]);
  if (!highlight || !project) return null;
  const pick = (id: string) => commands.focusNode(id);
  const asset = (id: string, extra?: string) => <AssetButton key={id} node={nodes.get(id)} id={id} extra={extra} className={styles.linkButton} onPick={pick} title={t(locale, 'sidebar.analysis.select', {name: nodes.get(id)?.name ?? id})} />;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="palito-highlight-list" data-highlight-kind={highlight.kind}>
      <h3 id={titleId} className={styles.heading}>
        {t(locale, `highlight.${highlight.kind}`)}
      </h3>
      <Body highlight={highlight} project={project} nodes={nodes} context={context} styles={styles} asset={asset} />
      <div className={own.actions}>
        <button type="button" className={styles.secondary} onClick={commands.clearHighlight} data-testid="palito-highlight-clear">
          {t(locale, 'highlight.clear')}
        </button>
      </div>
    </section>
  );
}

interface BodyProps {
  highlight: Highlight;
  project: Project;
  nodes: ReadonlyMap<string, Node>;
  context: PalitoContextValue;
  styles: SidebarClasses;
  asset: (id: string, extra?: string) => React.ReactElement;
}

function Body({highlight, project, nodes, context: {locale}, styles, asset}: BodyProps): React.ReactElement {
  const name = (id: string) => xmlSafe(nodes.get(id)?.name ?? id);
  switch (highlight.kind) {
    case 'found':
      return (
        <>
          <p className={styles.muted}>{t(locale, 'highlight.foundCount', {count: highlight.ids.length, query: highlight.query})}</p>
          <AssetList ids={highlight.ids} asset={asset} more={(n) => t(locale, 'highlight.more', {count: n})} />
        </>
      );
    case 'trace':
      return (
        <>
          <p className={styles.muted} data-testid="palito-trace-summary">
            {highlight.paths.length
              ? t(locale, 'trace.summary', {from: name(highlight.from), to: name(highlight.to), hops: highlight.paths[0].length - 1, paths: highlight.paths.length})
              : t(locale, 'trace.noPath', {from: name(highlight.from), to: name(highlight.to)})}
          </p>
          {highlight.paths.map((path, i) => (
            <div key={i}>
              {highlight.paths.length > 1 && <h4 className={styles.subheading}>{t(locale, 'highlight.pathNumber', {n: i + 1})}</h4>}
              <ol className={own.path} aria-label={t(locale, 'highlight.pathNumber', {n: i + 1})} data-testid="palito-trace-path">
                {path.map((id) => (
                  <li key={id}>{asset(id)}</li>
                ))}
              </ol>
            </div>
          ))}
        </>
      );
    case 'impact':
      return <ImpactBody failed={highlight.failed} cutOff={highlight.cutOff} project={project} nodes={nodes} locale={locale} styles={styles} asset={asset} />;
    case 'single-points':
      return (
        <>
          <p className={styles.muted}>{t(locale, 'highlight.singlePointsCount', {count: highlight.points.length})}</p>
          <AssetList ids={highlight.points.map((p) => p.id)} asset={(id) => asset(id, t(locale, 'highlight.cuts', {count: highlight.points.find((p) => p.id === id)!.cutOff}))} more={(n) => t(locale, 'highlight.more', {count: n})} />
        </>
      );
  }
}

function ImpactBody({failed, cutOff, project, nodes, locale, styles, asset}: {failed: string[]; cutOff: string[]; project: Project; nodes: ReadonlyMap<string, Node>; locale: PalitoContextValue['locale']; styles: SidebarClasses; asset: BodyProps['asset']}) {
  const byZone = new Map<string, string[]>();
  for (const id of cutOff) {
    const zoneId = nodes.get(id)?.zoneId ?? '';
    listAt(byZone, zoneId).push(id);
  }
  const zones = project.zones.filter((zone) => byZone.has(zone.id));
  return (
    <>
      <h4 className={styles.subheading}>{t(locale, 'highlight.failed')}</h4>
      <AssetList ids={failed} asset={asset} more={(n) => t(locale, 'highlight.more', {count: n})} />
      <p className={styles.muted} data-testid="palito-impact-summary">
        {t(locale, 'highlight.cutOffCount', {count: cutOff.length})}
      </p>
      {zones.map((zone) => (
        <div key={zone.id} data-zone-id={zone.id}>
          <h4 className={styles.subheading}>
            {xmlSafe(zone.name)} <span className={own.cut}>{byZone.get(zone.id)!.length}</span>
          </h4>
          <AssetList ids={byZone.get(zone.id)!} asset={asset} more={(n) => t(locale, 'highlight.more', {count: n})} />
        </div>
      ))}
    </>
  );
}

function AssetList({ids, asset, more}: {ids: readonly string[]; asset: BodyProps['asset']; more: (count: number) => string}) {
  return (
    <ul className={own.list}>
      {ids.slice(0, NAMED).map((id) => (
        <li key={id}>{asset(id)}</li>
      ))}
      {ids.length > NAMED && <li className={own.cut}>{more(ids.length - NAMED)}</li>}
    </ul>
  );
}

function AssetButton({node, id, extra, className, title, onPick}: {node: Node | undefined; id: string; extra?: string; className: string; title: string; onPick: (id: string) => void}) {
  return (
    <button type="button" className={className} title={title} data-asset-id={id} onClick={() => onPick(id)}>
      {xmlSafe(node?.name ?? id)}
      {extra && <span className={own.cut}> · {extra}</span>}
    </button>
  );
}

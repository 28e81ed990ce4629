import React, {useId, useState, type CSSProperties} from 'react';
import {t} from '../../../i18n';
import {usePalitoContext} from '../../hooks/use-palito-context';
import {ChangeList} from '../Changes/ChangeList';
import {HighlightList} from '../Highlight/HighlightList';
import {FilterSection} from './FilterSection';
import {NodeSection} from './NodeSection';
import {VersionSection} from './VersionSection';
import {ZoneSection} from './ZoneSection';
import styles from './styles.module.css';

export interface SidebarProps {
  /** Which side of the canvas it docks on. Default `'left'`. On narrow screens it sits below the canvas. */
  position?: 'left' | 'right';
  /** Start collapsed (only the toggle shows). Default `false`. */
  defaultCollapsed?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * The side panel of `<Palito>`; render it as a child of `<Palito>`. It lists the zones (click one
 * to open it in Zone View) with their CBS groups and asset counts; shows the selected asset's
 * details (name, id, type, IP, status, optional properties) and its relationship analysis by
 * step — 1. the same CBS, 2. other CBS groups of the same zone, 3. other zones — where each
 * connected asset can be clicked to select it; and manages versions (save the current state
 * under a name, restore, delete). After an inventory update (`updateInventory`) it lists, above
 * the zones, what changed: counts per kind, the assets by zone (click one to select it), the links, and a
 * filter. While the diagram shows a find, a trace or a failure analysis, it lists what was found
 * (the hops of each path; what a failure cuts off, by zone), each asset a button. Its filter dims
 * the assets of the statuses, types or property values not ticked. A toggle collapses it.
 *
 * @example
 * <Palito data={file}>
 *   <Sidebar position="right" />
 * </Palito>
 */
export function Sidebar({position = 'left', defaultCollapsed = false, className, style}: SidebarProps): React.ReactElement {
  const context = usePalitoContext('Sidebar');
  const {locale} = context;
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const bodyId = useId();
  const side = position === 'right' ? 'right' : 'left';
  return (
    <aside
      className={className ? `${styles.sidebar} ${className}` : styles.sidebar}
      style={style}
      data-palito-slot="sidebar"
      data-position={side}
      data-collapsed={collapsed || undefined}
      data-testid="palito-sidebar"
      aria-label={t(locale, 'sidebar.label')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        onClick={() => setCollapsed((c) => !c)}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d={collapsed === (side === 'left') ? 'M6 3l5 5-5 5' : 'M10 3 5 8l5 5'}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.toggleLabel}>{t(locale, collapsed ? 'sidebar.expand' : 'sidebar.collapse')}</span>
      </button>
      <div id={bodyId} className={styles.body} hidden={collapsed}>
        <HighlightList context={context} styles={styles} />
        <ChangeList context={context} styles={styles} />
        <ZoneSection context={context} />
        <NodeSection context={context} />
        <FilterSection context={context} />
        <VersionSection context={context} />
      </div>
    </aside>
  );
}

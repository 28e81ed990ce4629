import React, {useId} from 'react';
import {selectCanRedo, selectCanUndo, selectCurrentProject} from '../../../store';
import {flowIdOf, idOfFlowId, type ViewKind, xmlSafe, type Zone} from '../../../model';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {FindBox} from './FindBox';
import styles from './styles.module.css';

/** View switch, zone picker, find box, undo/redo, the Table view, "show hidden" and the shortcut help, over the canvas. */
export function Toolbar({context}: {context: PalitoContextValue}): React.ReactElement | null {
  const {locale, commands} = context;
  const project = usePalitoStore(selectCurrentProject);
  const view = usePalitoStore((s) => s.view);
  const zoneId = usePalitoStore((s) => s.zoneId);
  const hiddenCount = usePalitoStore((s) => s.hidden.length);
  const canUndo = usePalitoStore(selectCanUndo);
  const canRedo = usePalitoStore(selectCanRedo);
  // After an inventory update the drawing keeps its old places; tidying up is then worth offering.
  const updated = usePalitoStore((s) => s.inventoryDiff !== null);
  const hasChanges = usePalitoStore((s) => s.inventoryDiff !== null && s.previousInventory !== null);
  const changesShown = usePalitoStore((s) => s.changesShown);
  const tableShown = usePalitoStore((s) => s.tableShown);
  const pickerId = useId();

  return (
    <div className={styles.toolbar} role="group" aria-label={t(locale, 'toolbar.label')}>
      <ViewSwitch view={view} disabled={!project} context={context} />
      {project && project.zones.length > 0 && <ZonePicker zones={project.zones} zoneId={zoneId} pickerId={pickerId} context={context} />}
      <FindBox context={context} />
      <div className={styles.buttons}>
        <button type="button" className={styles.iconButton} aria-label={t(locale, 'toolbar.undo')} title={t(locale, 'toolbar.undo')} disabled={!canUndo} onClick={commands.undo}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5.5 3 2.5 6l3 3M3 6h6.5a4 4 0 0 1 0 8H7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button type="button" className={styles.iconButton} aria-label={t(locale, 'toolbar.redo')} title={t(locale, 'toolbar.redo')} disabled={!canRedo} onClick={commands.redo}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10.5 3l3 3-3 3M13 6H6.5a4 4 0 0 0 0 8H9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.textButton}
          aria-pressed={tableShown}
          disabled={!project}
          data-testid="palito-table-toggle"
          onClick={() => context.store.getState().showTable(!tableShown)}>
          {t(locale, 'toolbar.table')}
        </button>
        {hasChanges && (
          <button
            type="button"
            className={styles.textButton}
            aria-pressed={changesShown}
            title={t(locale, 'toolbar.changesHint')}
            data-testid="palito-changes-toggle"
            onClick={() => context.store.getState().showChanges(!changesShown)}>
            {t(locale, 'toolbar.changes')}
          </button>
        )}
        {updated && (
          <button type="button" className={styles.textButton} title={t(locale, 'toolbar.tidyUpHint')} onClick={commands.tidyUp}>
            {t(locale, 'toolbar.tidyUp')}
          </button>
        )}
        {hiddenCount > 0 && (
          <button type="button" className={styles.textButton} onClick={commands.showAll}>
            {t(locale, 'toolbar.showAll', {count: hiddenCount})}
          </button>
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(locale, 'toolbar.help')}
          aria-haspopup="dialog"
          title={`${t(locale, 'toolbar.help')} (?)`}
          data-testid="palito-help-button"
          onClick={commands.openHelp}>
          <span aria-hidden="true">?</span>
        </button>
      </div>
    </div>
  );
}

/** All View or Zone View. */
function ViewSwitch({view, disabled, context: {locale, commands}}: {view: ViewKind; disabled: boolean; context: PalitoContextValue}): React.ReactElement {
  return (
    <div className={styles.segmented} role="group" aria-label={t(locale, 'view.label')}>
      {(['all', 'zone'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={styles.segment}
          aria-pressed={view === kind}
          disabled={disabled}
          data-testid={`palito-view-${kind}`}
          onClick={() => commands.setView(kind)}>
          {t(locale, kind === 'all' ? 'view.all' : 'view.zone')}
        </button>
      ))}
    </div>
  );
}

interface ZonePickerProps {
  zones: readonly Zone[];
  zoneId: string | null;
  /** The select's id, for its label. */
  pickerId: string;
  context: PalitoContextValue;
}

/** The current zone: the previous and next buttons ([ and ]) and a list of them all. */
function ZonePicker({zones, zoneId, pickerId, context: {locale, commands}}: ZonePickerProps): React.ReactElement {
  return (
    <div className={styles.zonePicker}>
      <button type="button" className={styles.iconButton} aria-label={t(locale, 'zone.prev')} title={`${t(locale, 'zone.prev')} ([)`} onClick={commands.prevZone}>
        <span aria-hidden="true">‹</span>
      </button>
      <label htmlFor={pickerId} className="palito-visually-hidden">
        {t(locale, 'zone.picker')}
      </label>
      <select
        id={pickerId}
        className={styles.select}
        value={zoneId === null ? '' : flowIdOf(zoneId)}
        data-testid="palito-zone-picker"
        onChange={(event) => commands.setZone(idOfFlowId(event.target.value))}>
        {/* Values are flow ids: the page holds them (flow-id.ts). */}
        {zones.map((zone) => (
          <option key={zone.id} value={flowIdOf(zone.id)}>
            {xmlSafe(zone.name)}
          </option>
        ))}
      </select>
      <button type="button" className={styles.iconButton} aria-label={t(locale, 'zone.next')} title={`${t(locale, 'zone.next')} (])`} onClick={commands.nextZone}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

// The commands on assets: hide and show, undo and redo, select and bring into view, set a status,
// copy an id; each says (and shows) what it did.

import {selectCurrentProject, selectNodeById} from '../../../store';
import type {PalitoCommands} from '../../hooks/commands';
import {announceView, centerOn, type CommandContext, ignore, panTo} from './command-context';
import {describeAsset} from './describe-asset';
import {copyText} from './copy-text';

type AssetCommands = Pick<
  PalitoCommands,
  'hideSelection' | 'hide' | 'showAll' | 'undo' | 'redo' | 'tidyUp' | 'clearSelection' | 'focusNode' | 'stepTo' | 'showInZoneView' | 'setStatus' | 'copyId' | 'takePendingFocus'
>;

export function assetCommands(c: CommandContext): AssetCommands {
  const {state: s, tr, announce} = c;
  return {
    hideSelection() {
      const state = s();
      // Only what is on screen: an asset selected in another view is not hidden unseen.
      const drawn = new Set(state.layout?.nodes.map((n) => n.id));
      const ids = state.selection.filter((id) => drawn.has(id) && selectNodeById(state, id));
      if (ids.length === 0) return;
      state.hide(ids);
      announce(tr('announce.hidden', {count: ids.length}));
    },
    hide(ids) {
      s().hide(ids);
      announce(tr('announce.hidden', {count: ids.length}));
    },
    showAll() {
      if (!s().hidden.length) return;
      s().showAll();
      announce(tr('announce.shown'));
    },
    undo() {
      const update = s().history.undo.at(-1)?.kind === 'inventory';
      announce(tr(!s().undo() ? 'announce.nothingToUndo' : update ? 'announce.undoUpdate' : 'announce.undo'));
    },
    redo() {
      const update = s().history.redo.at(-1)?.kind === 'inventory';
      announce(tr(!s().redo() ? 'announce.nothingToRedo' : update ? 'announce.redoUpdate' : 'announce.redo'));
    },
    tidyUp() {
      void s()
        .tidyUp()
        .then((done) => done && announce(tr('announce.tidied')));
    },
    clearSelection: () => s().select([]),
    focusNode: (nodeId) => focusNode(c, nodeId),
    stepTo(nodeId) {
      const state = s();
      const node = selectNodeById(state, nodeId);
      const project = selectCurrentProject(state);
      if (!node || !project) return;
      state.select([nodeId]);
      panTo(c, nodeId);
      announce(describeAsset(node, project, c.host().locale));
    },
    showInZoneView: (nodeId) => showInZoneView(c, nodeId),
    setStatus(nodeId, status) {
      const node = selectNodeById(s(), nodeId);
      if (!node) return;
      s().setStatus(nodeId, status);
      announce(tr('announce.status', {name: node.name, status: tr(`status.${status}`)}));
    },
    copyId(nodeId) {
      void copyText(nodeId).then((ok) => announce(tr(ok ? 'announce.copied' : 'announce.copyFailed', {id: nodeId})));
    },
    takePendingFocus() {
      const id = c.pendingFocus.id;
      c.pendingFocus.id = null;
      return id;
    },
  };
}

/** Selects the asset, shown, and brings it into view: in Zone View, in its zone's (the canvas centres it once laid out). */
function focusNode(c: CommandContext, nodeId: string): void {
  const s = c.state;
  const node = selectNodeById(s(), nodeId);
  if (!node) return;
  s().unhide([nodeId]);
  s().select([nodeId]);
  const state = s();
  if (state.view === 'zone' && state.zoneId !== node.zoneId) {
    c.pendingFocus.id = nodeId;
    s().setZone(node.zoneId).catch(ignore);
  } else {
    requestAnimationFrame(() => centerOn(c, nodeId));
  }
}

/** Selects the asset and shows it in its zone's Zone View, centred. */
function showInZoneView(c: CommandContext, nodeId: string): void {
  const s = c.state;
  const node = selectNodeById(s(), nodeId);
  if (!node) return;
  s().select([nodeId]);
  const state = s();
  if (state.view === 'zone' && state.zoneId === node.zoneId) {
    centerOn(c, nodeId);
    return;
  }
  c.pendingFocus.id = nodeId;
  s().setView('zone', node.zoneId).catch(ignore);
  announceView(c, 'zone');
}

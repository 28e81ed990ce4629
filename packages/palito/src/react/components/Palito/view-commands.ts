// The commands that move the view: fit and zoom, All View or Zone View, and which zone.

import {selectCurrentProject} from '../../../store';
import {flowIdOf, stepZoneId} from '../../../model';
import type {PalitoCommands} from '../../hooks/commands';
import {ANIMATION_MS, announceView, type CommandContext, FIT_PADDING, ignore} from './command-context';

type ViewCommands = Pick<PalitoCommands, 'fitView' | 'zoomIn' | 'zoomOut' | 'setView' | 'toggleView' | 'setZone' | 'nextZone' | 'prevZone'>;

export function viewCommands(c: CommandContext): ViewCommands {
  const {flow: rf, state: s} = c;
  const setZone = (zoneId: string) => showZone(c, zoneId);
  const stepZone = (step: number) => {
    const project = selectCurrentProject(s());
    if (!project) return;
    const next = stepZoneId(project.zones, s().zoneId, step);
    if (next) setZone(next);
  };
  return {
    fitView: () => void rf().fitView({padding: FIT_PADDING, duration: ANIMATION_MS}),
    zoomIn: () => void rf().zoomIn({duration: 150}),
    zoomOut: () => void rf().zoomOut({duration: 150}),
    setView(view, zoneId) {
      s().setView(view, zoneId).catch(ignore);
      announceView(c, view);
    },
    toggleView() {
      const next = s().view === 'all' ? 'zone' : 'all';
      s().setView(next).catch(ignore);
      announceView(c, next);
    },
    setZone,
    nextZone: () => stepZone(1),
    prevZone: () => stepZone(-1),
  };
}

function showZone(c: CommandContext, zoneId: string): void {
  const state = c.state();
  const zone = selectCurrentProject(state)?.zones.find((z) => z.id === zoneId);
  if (!zone) return;
  c.state().setZone(zoneId).catch(ignore);
  c.announce(c.tr('announce.zone', {name: zone.name}));
  // In All View the zone stays where it is: bring it into view.
  if (state.view === 'all') void c.flow().fitView({nodes: [{id: flowIdOf(zoneId)}], padding: FIT_PADDING, duration: ANIMATION_MS});
}

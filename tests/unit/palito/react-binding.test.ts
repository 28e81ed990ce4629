import {createElement as h, type ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {Palito, PalitoProvider, Sidebar, usePalito, usePalitoStore, type PalitoApi} from '../../../packages/palito/src/react';
import {createPalitoInstance, SECOND_PALITO_ERROR, type PalitoHost} from '../../../packages/palito/src/react/hooks/palito-instance';

// The React binding, rendered on the server (no DOM here): what each component reaches through
// context. What needs a browser (effects, re-renders) is tested by Playwright.

/** Renders `element` to HTML: components run once, effects do not. */
function render(element: ReactElement): string {
  return renderToString(element);
}

describe('usePalito and usePalitoStore', () => {
  it('throw outside <Palito> and <PalitoProvider>, saying where to call them', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Api = () => (usePalito(), null);
    const State = () => (usePalitoStore((s) => s.status), null);
    expect(() => render(h(Api))).toThrow(/usePalito\(\) must be called in a component rendered inside <Palito> .* or inside a <PalitoProvider>/);
    expect(() => render(h(State))).toThrow(/usePalitoStore\(\) must be called/);
    silence.mockRestore();
  });

  it('work under a provider, above, beside and inside the <Palito>, all on the provider\'s editor', () => {
    const seen: {where: string; api: PalitoApi; status: string}[] = [];
    const Probe = ({where}: {where: string}) => {
      const api = usePalito();
      const status = usePalitoStore((s) => s.status);
      seen.push({where, api, status});
      return h('span', {'data-probe': where}, status);
    };
    const html = render(
      h(PalitoProvider, null, h(Probe, {where: 'above'}), h('div', null, h(Palito, {locale: 'en'}, h(Probe, {where: 'inside'}), h(Sidebar))), h(Probe, {where: 'beside'})),
    );
    expect(seen.map((s) => s.where)).toEqual(['above', 'inside', 'beside']);
    expect(new Set(seen.map((s) => s.api)).size).toBe(1);
    expect(seen.every((s) => s.status === 'idle')).toBe(true);
    expect(html).toContain('data-testid="palito-sidebar"');
  });

  it('without a provider, each <Palito> has an editor of its own', () => {
    const apis: PalitoApi[] = [];
    const Probe = () => (apis.push(usePalito()), null);
    render(h('div', null, h(Palito, null, h(Probe)), h(Palito, null, h(Probe))));
    expect(apis).toHaveLength(2);
    expect(apis[0]).not.toBe(apis[1]);
  });

  it('a selector sees the documented read-only snapshot', () => {
    const Probe = () => {
      const view = usePalitoStore((s) => `${s.view}:${s.selection.length}:${s.versions.length}:${s.graphStyle.direction}`);
      return h('i', null, view);
    };
    expect(render(h(PalitoProvider, null, h(Probe)))).toContain('all:0:0:RIGHT');
  });

  it('an equality function keeps the previous value, so a new but equal object is not a change', () => {
    const seen: unknown[] = [];
    const Probe = () => {
      seen.push(usePalitoStore((s) => ({view: s.view}), (a, b) => a.view === b.view));
      return null;
    };
    render(h(PalitoProvider, null, h(Probe)));
    expect(seen).toEqual([{view: 'all'}]);
  });
});

describe('one editor: the instance a provider shares', () => {
  const host = (over: Partial<PalitoHost> = {}): PalitoHost => ({
    events: {},
    screen: {themeRoot: () => null, fitView: vi.fn()},
    versionName: (n) => `버전 ${n}`,
    ...over,
  });

  it('takes one <Palito> at a time: a second one throws a clear error', () => {
    const instance = createPalitoInstance({fromProvider: true});
    const detach = instance.attach(host());
    expect(() => instance.attach(host())).toThrow(SECOND_PALITO_ERROR);
    expect(SECOND_PALITO_ERROR).toMatch(/a second <Palito> inside one <PalitoProvider>/);
    detach();
    expect(() => instance.attach(host())).not.toThrow();
  });

  it("lends the attached <Palito>'s canvas to fitView, and does nothing when none is attached", () => {
    const instance = createPalitoInstance({fromProvider: true});
    expect(() => instance.api.fitView()).not.toThrow();
    const attached = host();
    const detach = instance.attach(attached);
    instance.api.fitView();
    expect(attached.screen.fitView).toHaveBeenCalledTimes(1);
    detach();
    instance.api.fitView();
    expect(attached.screen.fitView).toHaveBeenCalledTimes(1);
  });

  it("tells the store's events to the attached <Palito> only", async () => {
    const instance = createPalitoInstance({fromProvider: true});
    const onProblems = vi.fn();
    const detach = instance.attach(host({events: {onProblems}}));
    instance.store.getState().setEngine({
      generate: async () => ({ok: false, problems: [{severity: 'error', code: 'empty-file', params: {}}]}) as never,
      layout: async () => {
        throw new Error('unused');
      },
    });
    await instance.api.setProject('x');
    expect(onProblems).toHaveBeenCalledTimes(1);
    detach();
    await instance.api.setProject('x');
    expect(onProblems).toHaveBeenCalledTimes(1);
  });
});

import {test, expect} from '@playwright/test';
import {DEFAULT_LOCALE, watchErrors} from './support/site';
import {
  DEMO_TEXT,
  REACT_FLOW_STYLED,
  applyLayout,
  contains,
  flowPosition,
  flowStyled,
  mouseDrag,
  openDemo,
  readDrawing,
  readSteadyDrawing,
  recordApplyButton,
  sampleAssets,
  waitForSteadyViewport,
} from './support/demo';

// The landing-page demo on the real build: the sample inventory laid out by the engine in its
// worker and drawn by React Flow, then edited with the mouse, the menu and the keyboard. In Korean,
// the default locale: none of this depends on the language; demo-locales.spec.ts checks each
// locale's strings (Apply's labels, the status line, the legend, the sample downloads). The exports
// are downloaded and read back in demo-export.spec.ts.

const {locale, prefix} = DEFAULT_LOCALE;
const text = DEMO_TEXT[locale];
const sample = sampleAssets(locale);

test.describe(`demo (${locale})`, () => {
  test('Apply layout reads "applying" while it runs, then every sample asset sits in its CBS and zone box', async ({page}) => {
    const errors = watchErrors(page);
    await openDemo(page, prefix);
    const apply = page.getByTestId('demo-apply');
    await expect(apply).toHaveText(text.apply);
    const recorded = await recordApplyButton(page);

    await applyLayout(page, sample.length);

    // The run takes a fraction of a second, so the label is read from the recorded changes.
    const states = await recorded.states();
    expect(states).toContainEqual({text: text.applying, disabled: true});
    expect(states[states.length - 1]).toEqual({text: text.apply, disabled: false});
    expect((await recorded.progress()).length, 'stage progress shown').toBeGreaterThan(0);
    await expect(page.getByTestId('demo-status')).toHaveText(new RegExp(`${sample.length}.*\\d+\\.\\d\\d`));

    const drawing = await readDrawing(page);
    const zoneNames = new Set(sample.map((a) => a.zone));
    const cbsKeys = new Set(sample.map((a) => `${a.zone}/${a.cbs}`));
    expect(drawing.zones.map((z) => z.name).sort()).toEqual([...zoneNames].sort());
    expect(drawing.cbs).toHaveLength(cbsKeys.size);
    expect(drawing.assets.map((a) => a.id).sort()).toEqual(sample.map((a) => a.id).sort());
    for (const asset of sample) {
      const box = drawing.assets.find((a) => a.id === asset.id)!;
      const zone = drawing.zones.find((z) => z.name === asset.zone)!;
      const cbs = drawing.cbs.filter((c) => c.name === asset.cbs && contains(zone, c));
      expect(cbs, `one CBS box "${asset.cbs}" inside zone "${asset.zone}"`).toHaveLength(1);
      expect(contains(cbs[0], box), `${asset.id} inside CBS "${asset.cbs}"`).toBe(true);
      expect(contains(zone, box), `${asset.id} inside zone "${asset.zone}"`).toBe(true);
    }
    // Lines are drawn, and the Sidebar and Footer describe the same project.
    expect(await page.locator('.react-flow__edge').count()).toBeGreaterThan(sample.length / 2);
    await expect(page.getByTestId('palito-footer')).toContainText(String(sample.length));
    await expect(page.locator('[data-sidebar-zone-id]')).toHaveCount(zoneNames.size);
    expect(errors).toEqual([]);
  });

  test('All View and Zone View: the picker shows one zone at a time', async ({page}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    await page.getByTestId('palito-view-zone').click();
    await expect(page.getByTestId('palito-view-zone')).toHaveAttribute('aria-pressed', 'true');

    const picker = page.getByTestId('palito-zone-picker');
    const zoneOptions = await picker.locator('option').allTextContents();
    expect(zoneOptions.sort()).toEqual([...new Set(sample.map((a) => a.zone))].sort());
    for (const zoneName of zoneOptions) {
      await picker.selectOption({label: zoneName});
      const inZone = sample.filter((a) => a.zone === zoneName).map((a) => a.id).sort();
      await expect.poll(async () => (await readDrawing(page)).assets.map((a) => a.id).sort()).toEqual(inZone);
      const drawing = await readDrawing(page);
      expect(drawing.zones.map((z) => z.name)).toEqual([zoneName]);
    }

    await page.getByTestId('palito-view-all').click();
    await expect.poll(async () => (await readDrawing(page)).assets.length).toBe(sample.length);
  });

  test('a dragged asset stays where it was dropped after a switch to Zone View and back', async ({page}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const drawing = await readSteadyDrawing(page);
    // An asset whose CBS box leaves room to move it right or left.
    const target = sample[0];
    const asset = drawing.assets.find((a) => a.id === target.id)!;
    const cbs = drawing.cbs.find((c) => c.name === target.cbs && contains(c, asset))!;
    const roomRight = cbs.x + cbs.width - (asset.x + asset.width);
    const roomLeft = asset.x - cbs.x;
    const roomDown = cbs.y + cbs.height - (asset.y + asset.height);
    const roomUp = asset.y - cbs.y;
    const dx = roomRight >= roomLeft ? Math.min(40, roomRight - 2) : -Math.min(40, roomLeft - 2);
    const dy = roomDown >= roomUp ? Math.min(30, roomDown - 2) : -Math.min(30, roomUp - 2);
    expect(Math.abs(dx) + Math.abs(dy), 'room to move inside the CBS box').toBeGreaterThan(10);

    const before = await flowPosition(page, target.id);
    const start = {x: asset.x + asset.width / 2, y: asset.y + asset.height / 2};
    await mouseDrag(page, start, {x: dx, y: dy}, 10);

    const moved = await flowPosition(page, target.id);
    expect(Math.abs(moved.x - before.x) + Math.abs(moved.y - before.y)).toBeGreaterThan(5);
    expect(Math.sign(moved.x - before.x)).toBe(Math.sign(dx));

    await page.getByTestId('palito-view-zone').click();
    await expect(page.getByTestId('palito-view-zone')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('palito-view-all').click();
    await expect.poll(async () => (await readDrawing(page)).assets.length).toBe(sample.length);
    expect(await flowPosition(page, target.id)).toEqual(moved);

    // Undo (Ctrl+Z) puts it back.
    await page.getByTestId('palito-canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => flowPosition(page, target.id)).toEqual(before);
    // Redo (Ctrl+Shift+Z) moves it again.
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => flowPosition(page, target.id)).toEqual(moved);
  });

  test('a zone box dragged by its title carries its CBS boxes and assets along', async ({page}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const before = await readSteadyDrawing(page);
    const zone = before.zones.find((z) => z.name === sample[0].zone)!;
    const members = sample.filter((a) => a.zone === zone.name).map((a) => a.id);
    const others = sample.filter((a) => a.zone !== zone.name).map((a) => a.id);
    const at = (drawing: typeof before, id: string) => drawing.assets.find((a) => a.id === id)!;

    const grip = {x: zone.x + zone.width / 2, y: zone.y + 6};
    await mouseDrag(page, grip, {x: 30, y: 25});

    const after = await readDrawing(page);
    const shift = (id: string) => ({x: at(after, id).x - at(before, id).x, y: at(after, id).y - at(before, id).y});
    const first = shift(members[0]);
    expect(first.x).toBeGreaterThan(10);
    expect(first.y).toBeGreaterThan(10);
    for (const id of members) {
      expect(shift(id).x, id).toBeCloseTo(first.x, 0);
      expect(shift(id).y, id).toBeCloseTo(first.y, 0);
    }
    for (const id of others) expect(shift(id), `${id} stays`).toEqual({x: 0, y: 0});
  });

  test('the drawing: three line styles, a status legend in words, a minimap, sample downloads', async ({page, request}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);

    // Each kind of line has its own pattern, so kinds are told apart without colour.
    const patterns = await page.evaluate(() =>
      ['intra-cbs', 'inter-cbs', 'inter-zone'].map((kind) => {
        const line = document.querySelector(`.palito-edge--${kind}`);
        return line ? getComputedStyle(line).strokeDasharray : null;
      }),
    );
    expect(patterns.every((p) => p !== null)).toBe(true);
    expect(new Set(patterns).size).toBe(3);

    const legend = page.getByTestId('demo-status-legend');
    for (const word of ['정상', '경고', '장애', '오프라인']) {
      await expect(legend).toContainText(word);
    }
    await expect(page.locator('.react-flow__minimap')).toBeVisible();

    // The sample download links serve the same inventories the demo preloads.
    const links = page.getByTestId('demo-dropzone').locator('a[download]');
    await expect(links).toHaveCount(2);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      const ids = (await response.text()).trim().split(/\r?\n/).slice(1).map((line) => line.split(',')[0]);
      expect(ids.sort()).toEqual(sample.map((a) => a.id).sort());
    }
  });

  test('a CBS box dragged by its title carries its assets; Delete hides the selected asset', async ({page}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const before = await readSteadyDrawing(page);
    const target = sample[0];
    const zone = before.zones.find((z) => z.name === target.zone)!;
    const cbs = before.cbs.find((c) => c.name === target.cbs && contains(zone, c))!;
    const members = sample.filter((a) => a.zone === target.zone && a.cbs === target.cbs).map((a) => a.id);
    const at = (drawing: typeof before, id: string) => drawing.assets.find((a) => a.id === id)!;
    // Room inside the zone box to move the CBS box down or up.
    const dy = zone.y + zone.height - (cbs.y + cbs.height) > cbs.y - zone.y ? 12 : -12;

    await mouseDrag(page, {x: cbs.x + cbs.width / 2, y: cbs.y + 4}, {x: 0, y: dy}, 6);
    const after = await readDrawing(page);
    for (const id of members) {
      expect(Math.sign(at(after, id).y - at(before, id).y), id).toBe(Math.sign(dy));
      expect(contains(after.cbs.find((c) => c.id === cbs.id)!, at(after, id)), `${id} still inside its CBS`).toBe(true);
    }

    const node = page.locator(`.react-flow__node[data-node-id="${target.id}"]`);
    await node.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Delete');
    await expect(node).toBeHidden();
  });

  test('right-click menus: set status, hide, show all, fit view, show in Zone View', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const target = sample.find((a) => a.id)!;
    const node = page.locator(`.react-flow__node[data-node-id="${target.id}"]`);

    await node.click({button: 'right'});
    const menu = page.getByTestId('palito-context-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[data-menu-item]')).toHaveCount(6);
    await menu.locator('[data-menu-item="set-status"]').click();
    await page.locator('[data-menu-item="status-error"]').click();
    await expect(menu).toBeHidden();
    await expect(node.locator('[data-status]').first()).toHaveAttribute('data-status', 'error');

    await node.click({button: 'right'});
    await menu.locator('[data-menu-item="copy-id"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target.id);

    await node.click({button: 'right'});
    await menu.locator('[data-menu-item="hide"]').click();
    await expect(node).toBeHidden();

    // The canvas menu: an empty spot of the pane.
    const pane = page.locator('.react-flow__pane');
    const paneBox = (await pane.boundingBox())!;
    await page.mouse.click(paneBox.x + 8, paneBox.y + paneBox.height - 8, {button: 'right'});
    await expect(menu).toBeVisible();
    await menu.locator('[data-menu-item="show-all"]').click();
    await expect(node).toBeVisible();

    await page.mouse.click(paneBox.x + 8, paneBox.y + paneBox.height - 8, {button: 'right'});
    await menu.locator('[data-menu-item="fit-view"]').click();
    await expect(menu).toBeHidden();

    await node.click({button: 'right'});
    await menu.locator('[data-menu-item="show-in-zone"]').click();
    await expect(page.getByTestId('palito-view-zone')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('palito-zone-picker').locator('option:checked')).toHaveText(target.zone);
    await expect(node).toBeVisible();
  });

  test('keyboard shortcuts: V switches view, ] and [ change zone, + and - zoom, F fits, Enter selects, Esc clears, H hides, ? opens the help', async ({page}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    await page.getByTestId('palito-canvas').focus();

    await page.keyboard.press('v');
    await expect(page.getByTestId('palito-view-zone')).toHaveAttribute('aria-pressed', 'true');
    const picker = page.getByTestId('palito-zone-picker');
    const first = await picker.inputValue();
    await page.keyboard.press(']');
    await expect(picker).not.toHaveValue(first);
    await page.keyboard.press('[');
    await expect(picker).toHaveValue(first);

    const zoom = () =>
      page.locator('.react-flow__viewport').evaluate((el) => Number(/scale\(([\d.]+)\)/.exec((el as HTMLElement).style.transform)?.[1]));
    // The first zone's view drawn (one zone box on the canvas) and fitted: on a busy machine its
    // layout can arrive after the viewport has been still for a while, and its fit comes with it.
    await expect.poll(async () => (await readDrawing(page)).zones.length).toBe(1);
    await page.keyboard.press('f');
    await waitForSteadyViewport(page);
    const fitted = await zoom();
    await page.keyboard.press('+');
    await expect.poll(zoom).toBeGreaterThan(fitted);
    await page.keyboard.press('+');
    await waitForSteadyViewport(page);
    const zoomedIn = await zoom();
    await page.keyboard.press('-');
    await expect.poll(zoom).toBeLessThan(zoomedIn);
    // F fits the view again: back to the fitted zoom.
    await page.keyboard.press('f');
    await waitForSteadyViewport(page);
    expect(await zoom()).toBeCloseTo(fitted, 2);

    await page.keyboard.press('v');
    await expect(page.getByTestId('palito-view-all')).toHaveAttribute('aria-pressed', 'true');

    // Select an asset with the keyboard, hide it with H, then clear with Escape.
    const node = page.locator(`.react-flow__node[data-node-id="${sample[0].id}"]`);
    await node.focus();
    await page.keyboard.press('Enter');
    await expect(node).toHaveClass(/selected/);
    await page.keyboard.press('Escape');
    await expect(node).not.toHaveClass(/selected/);
    await node.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('h');
    await expect(node).toBeHidden();

    await page.getByTestId('palito-canvas').focus();
    await page.keyboard.press('?');
    const help = page.getByTestId('palito-shortcut-help');
    await expect(help).toBeVisible();
    await expect(help.locator('kbd').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});

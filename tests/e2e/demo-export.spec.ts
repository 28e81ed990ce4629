import {test, expect, type Download, type Page} from '@playwright/test';
import fs from 'node:fs';
import Graph from 'graphology';
import {parse as parseGraphml} from 'graphology-graphml';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {DEFAULT_LOCALE, LOCALES, openHydrated, runLiveExample, watchErrors} from './support/site';
import {DEMO_TEXT, applyLayout, flowPosition, openDemo, readDrawing, sampleAssets} from './support/demo';

// The demo's files: each export downloaded and read back (SVG and GraphML and draw.io as XML,
// GraphML by graphology, the PNG's header, size and Title, the project file as JSON); the project
// file opened again in a fresh editor restores the diagram (a moved asset's place); a damaged one
// shows its problem and leaves the diagram as it was. Once, in Korean: the files' view names and the
// PNG's language in English are checked by demo-locales.spec.ts, and the downloads under the
// Content-Security-Policy by csp.spec.ts. The openProject page's live example is docs content,
// written in each locale: both.

/** What the openProject page's live example says, by locale. */
const LIVE = {
  ko: {saved: /저장함: \d+\.\dKB/, cut: '잘린 파일 열기', refused: '열지 못함: project-file-damaged', open: '저장한 파일 열기', opened: '저장한 파일을 열었습니다.'},
  en: {saved: /Saved: \d+\.\d KB/, cut: 'Open a cut-off file', refused: 'Not opened: project-file-damaged', open: 'Open the saved file', opened: 'Opened the saved file.'},
} as const;

const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''});
const list = (value: unknown): any[] => (value === undefined ? [] : [value].flat());

/** Clicks an export button and returns the download's name and bytes. */
async function download(page: Page, format: string): Promise<{name: string; bytes: Buffer}> {
  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`demo-export-${format}`).click()]);
  return {name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!)};
}

function wellFormed(text: string): any {
  expect(XMLValidator.validate(text)).toBe(true);
  return xml.parse(text);
}

/** Focuses an asset, selects it and moves it down with the arrow keys (exact, whatever the zoom). */
async function moveDown(page: Page, id: string) {
  const before = await flowPosition(page, id);
  await page.locator(`.react-flow__node[data-node-id="${id}"]`).focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await flowPosition(page, id)).y).toBeGreaterThan(before.y);
  return flowPosition(page, id);
}

const {locale, prefix} = DEFAULT_LOCALE;
const sample = sampleAssets(locale);
const text = {all: DEMO_TEXT[locale].allView, zone: DEMO_TEXT[locale].zoneView, ...DEMO_TEXT[locale].project};

test.describe(`demo export (${locale})`, () => {
  test('downloads SVG, PNG, draw.io, GraphML and a project file; the project file opens again; a damaged one is refused', async ({page}) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await openDemo(page, prefix);
    for (const format of ['svg', 'png', 'drawio', 'graphml', 'project']) await expect(page.getByTestId(`demo-export-${format}`)).toBeDisabled();
    await applyLayout(page, sample.length);
    const id = sample[0].id;
    const original = await flowPosition(page, id);
    const moved = await moveDown(page, id);

    const svg = await download(page, 'svg');
    expect(svg.name).toBe('palito-all.svg');
    const picture = wellFormed(svg.bytes.toString('utf8')).svg;
    expect(picture.title).toMatch(new RegExp(` · ${text.all}$`));
    expect(list(picture.g).filter((g) => g.class === 'asset')).toHaveLength(sample.length);
    // Every asset by its name, a box for each, and the colours on screen: the other-zone lines'
    // and the canvas background's.
    const svgText = svg.bytes.toString('utf8');
    for (const asset of sample) expect(svgText, `SVG names ${asset.id}`).toContain(asset.name);
    expect((svgText.match(/<rect/g) ?? []).length).toBeGreaterThanOrEqual(sample.length);
    const onScreen = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d')!;
      const hex = (colour: string) => ((context.fillStyle = colour), String(context.fillStyle));
      const line = document.querySelector('.palito-edge--inter-zone')!;
      const canvas = document.querySelector('[data-testid="demo-workbench"] .react-flow')!;
      return {line: hex(getComputedStyle(line).stroke), background: hex(getComputedStyle(canvas).backgroundColor)};
    });
    expect(svgText).toMatch(new RegExp(`class="edge inter-zone"[^>]*stroke="${onScreen.line}"`));
    expect(svgText).toMatch(new RegExp(`<rect [^>]*fill="${onScreen.background}"/>`));

    const png = await download(page, 'png');
    expect(png.name).toBe('palito-all.png');
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.bytes.readUInt32BE(16)).toBeGreaterThan(200);
    expect(png.bytes.readUInt32BE(20)).toBeGreaterThan(100);
    expect(png.bytes.length).toBeGreaterThan(5_000);
    // The view, as the SVG's title, in a Title text chunk (iTXt: keyword, flags, language, translated keyword, UTF-8 text).
    const itxt = png.bytes.indexOf('iTXt', 0, 'latin1');
    expect(itxt).toBe(8 + 25 + 4);
    const chunk = png.bytes.subarray(itxt + 4, itxt + 4 + png.bytes.readUInt32BE(itxt - 4));
    expect(chunk.toString('latin1', 0, 6)).toBe('Title\0');
    expect(chunk.toString('utf8')).toMatch(new RegExp(`\0${locale}\0\0.+ · ${text.all}$`));

    const drawio = await download(page, 'drawio');
    expect(drawio.name).toBe('palito-all.drawio');
    const diagram = wellFormed(drawio.bytes.toString('utf8')).mxfile.diagram;
    expect(diagram.name).toBe(text.all);
    const objects = list(diagram.mxGraphModel.root.object);
    expect(objects.map((o) => o.assetId).sort()).toEqual(sample.map((a) => a.id).sort());
    expect(objects.find((o) => o.assetId === id).label).toBe(sample[0].name);

    const graphml = await download(page, 'graphml');
    expect(graphml.name).toBe('palito-all.graphml');
    const graph = parseGraphml(Graph, graphml.bytes.toString('utf8'));
    expect(graph.getAttribute('view')).toBe(text.all);
    // graphology reads a group's data with its nested nodes' too: the assets are the leaves, zone::CBS::asset.
    const assets = graph.filterNodes((key, a) => key.split('::').length === 3 && a.kind === 'asset').map((key) => graph.getNodeAttributes(key));
    expect(assets.map((a) => a.id).sort()).toEqual(sample.map((a) => a.id).sort());

    const project = await download(page, 'project');
    expect(project.name).toBe('palito-all.palito.json');
    const file = JSON.parse(project.bytes.toString('utf8'));
    expect(file).toMatchObject({format: 'palito-project', version: 2, view: {kind: 'all', name: text.all}});
    expect(file.project.nodes).toHaveLength(sample.length);
    // The move, and only it (relative to the asset's CBS box; the canvas shows it absolute).
    expect(Object.keys(file.positions.all)).toEqual([id]);
    expect(Number.isFinite(file.positions.all[id].x) && Number.isFinite(file.positions.all[id].y)).toBe(true);

    // A fresh editor: the asset is back where the layout put it, then the file brings the move back.
    await page.getByTestId('demo-reset').click();
    await applyLayout(page, sample.length);
    expect(await flowPosition(page, id)).toEqual(original);
    await page.getByTestId('demo-project-input').setInputFiles({name: project.name, mimeType: 'application/json', buffer: project.bytes});
    await expect(page.getByTestId('demo-status')).toHaveText(text.opened + project.name);
    await expect.poll(() => flowPosition(page, id)).toEqual(moved);
    await expect.poll(async () => (await readDrawing(page)).assets.length).toBe(sample.length);

    // A file cut in half: its problem, in the page's language, and the diagram as it was.
    const damaged = project.bytes.subarray(0, Math.floor(project.bytes.length / 2));
    await page.getByTestId('demo-project-input').setInputFiles({name: 'broken.palito.json', mimeType: 'application/json', buffer: damaged});
    await expect(page.getByTestId('demo-notice')).toContainText(text.damaged);
    await expect(page.getByTestId('palito-problems')).toContainText(text.damaged);
    expect(await flowPosition(page, id)).toEqual(moved);
    expect((await readDrawing(page)).assets).toHaveLength(sample.length);

    // Zone View: the files are of the zone on screen, and say so.
    await page.getByTestId('palito-problems').getByRole('button').click();
    await page.getByTestId('palito-view-zone').click();
    await expect(page.getByTestId('palito-view-zone')).toHaveAttribute('aria-pressed', 'true');
    // The button shows the view asked for at once; the export waits for its layout, one zone box.
    await expect(page.locator('.react-flow__node[data-zone-id]')).toHaveCount(1);
    const zoneFile = await download(page, 'drawio');
    expect(zoneFile.name).toMatch(/^palito-.+\.drawio$/);
    expect(zoneFile.name).not.toBe('palito-all.drawio');
    expect(wellFormed(zoneFile.bytes.toString('utf8')).mxfile.diagram.name.startsWith(text.zone)).toBe(true);

    expect(errors).toEqual([]);
  });
});

for (const {locale, prefix} of LOCALES) {
  test.describe(`openProject's live example (${locale})`, () => {
    test('saves the sample as a project file, refuses the file cut in half, and opens the whole one', async ({page}) => {
      const errors = watchErrors(page);
      const live = LIVE[locale];
      await openHydrated(page, `${prefix}/docs/api/hooks/openProject`);
      await runLiveExample(page);
      const result = page.getByTestId('live-result');
      await result.scrollIntoViewIfNeeded();
      await expect(result).toHaveText(live.saved, {timeout: 20_000});
      await page.getByRole('button', {name: live.cut}).click();
      await expect(result).toContainText(live.refused);
      await expect(page.getByTestId('palito-problems')).toBeVisible();
      await page.getByRole('button', {name: live.open}).click();
      await expect(result).toContainText(live.opened);
      await expect(page.getByTestId('palito-problems')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

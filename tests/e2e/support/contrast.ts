// Whether the demo's text is readable: every text on the canvas, in the sidebar and footer, the
// status legend and the file preview keeps WCAG AA contrast (4.5:1) against the colours behind it,
// composed from the page up. axe (a11y.spec.ts) judges the demo too; this check reads the colours
// as drawn, canvas nodes included, and says how many texts it read.

import {expect, type Page} from '@playwright/test';

/**
 * Checks the demo's texts on `page` as it is now (drawn with `assets` assets); `where` names the
 * state in the messages ("dark (en)").
 */
export async function expectDemoTextContrast(page: Page, where: string, assets: number) {
  const report = await page.evaluate(() => {
    const rgba = (value: string) => {
      const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      return {r, g, b, a};
    };
    /** The colour behind an element: its ancestors' backgrounds composed from the page up. */
    const background = (el: Element | null): {r: number; g: number; b: number} => {
      const chain: {r: number; g: number; b: number; a: number}[] = [];
      for (let node = el; node; node = node.parentElement) chain.push(rgba(getComputedStyle(node).backgroundColor));
      let colour = {r: 255, g: 255, b: 255};
      for (const layer of chain.reverse()) {
        colour = {
          r: layer.r * layer.a + colour.r * (1 - layer.a),
          g: layer.g * layer.a + colour.g * (1 - layer.a),
          b: layer.b * layer.a + colour.b * (1 - layer.a),
        };
      }
      return colour;
    };
    const luminance = ({r, g, b}: {r: number; g: number; b: number}) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (el: Element) => {
      const fg = rgba(getComputedStyle(el).color);
      const bg = background(el);
      const text = {r: fg.r * fg.a + bg.r * (1 - fg.a), g: fg.g * fg.a + bg.g * (1 - fg.a), b: fg.b * fg.a + bg.b * (1 - fg.a)};
      const [hi, lo] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
      return (hi + 0.05) / (lo + 0.05);
    };
    const roots = [
      '[data-testid="palito-canvas"] .react-flow__node',
      '[data-testid="palito-sidebar"]',
      '[data-testid="palito-footer"]',
      '[data-testid="demo-status-legend"]',
      '[data-testid="demo-preview"]',
    ];
    const checked: {where: string; text: string; ratio: number}[] = [];
    for (const root of roots) {
      for (const container of Array.from(document.querySelectorAll(root))) {
        const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement!;
          if (!node.textContent?.trim() || el.closest('.palito-visually-hidden, [aria-hidden="true"]')) continue;
          if (el.getClientRects().length === 0) continue;
          checked.push({where: root, text: node.textContent.trim().slice(0, 30), ratio: contrast(el)});
        }
      }
    }
    return checked;
  });
  expect(report.length, `${where}: texts checked`).toBeGreaterThan(assets * 2);
  for (const root of ['.react-flow__node', 'palito-sidebar', 'palito-footer', 'demo-status-legend', 'demo-preview']) {
    expect(report.some((r) => r.where.includes(root)), `${where}: ${root} checked`).toBe(true);
  }
  const poor = report.filter((r) => r.ratio < 4.5);
  console.log(`contrast ${where}: ${report.length} texts, lowest ${Math.min(...report.map((r) => r.ratio)).toFixed(2)}`);
  expect(poor, `${where}: ${JSON.stringify(poor.slice(0, 10))}`).toEqual([]);
}

import {test, expect, type Page} from '@playwright/test';
import {DEFAULT_LOCALE} from './support/site';
import {DEMO_TEXT, applyLayout, flowPosition, openDemo, sampleAssets} from './support/demo';

// Editing the demo's diagram without a mouse, and keeping the edits as versions that survive a
// reload (localStorage of the real browser). In Korean; the menu's status item in English is
// checked by demo-locales.spec.ts.

/** Presses Tab until the focus is on an asset; fails after `limit` presses. */
async function tabToAsset(page: Page, limit = 80): Promise<string> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.closest('.react-flow__node[data-node-id]')?.getAttribute('data-node-id'));
    if (id) return id;
  }
  throw new Error(`no asset reached in ${limit} Tab presses`);
}

const {locale, prefix} = DEFAULT_LOCALE;
const sample = sampleAssets(locale);

test.describe(`demo editing (${locale})`, () => {
  test('keyboard only: apply, reach an asset with Tab, move it with arrows, set its status from its menu', async ({page}) => {
    await openDemo(page, prefix);
    await page.getByTestId('demo-apply').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('demo-status')).toHaveText(new RegExp(`\\b${sample.length}\\b`), {timeout: 30_000});

    const id = await tabToAsset(page);
    const node = page.locator(`.react-flow__node[data-node-id="${id}"]`);
    await page.keyboard.press('Enter');
    await expect(node).toHaveClass(/selected/);
    const before = await flowPosition(page, id);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await flowPosition(page, id)).x).toBeGreaterThan(before.x);

    await page.keyboard.press('Shift+F10');
    const menu = page.getByTestId('palito-context-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[data-menu-item="show-in-zone"]')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.locator('[data-menu-item="set-status"]')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-menu-item="status-error"]')).toBeFocused();
    await expect(page.locator('[data-menu-item="status-error"]')).toHaveText(new RegExp(DEMO_TEXT[locale].statusError));
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(node.locator('[data-status]').first()).toHaveAttribute('data-status', 'error');
    // The focus comes back to the asset, so the keyboard user can go on from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-node-id]')?.getAttribute('data-node-id'))).toBe(id);
  });

  test('a saved version survives a reload; restoring it brings the move back; deleting it removes it', async ({page}) => {
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    const id = sample[0].id;
    const original = await flowPosition(page, id);

    // Move with the keyboard (exact and independent of the zoom), then save.
    await page.locator(`.react-flow__node[data-node-id="${id}"]`).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const moved = await flowPosition(page, id);
    expect(moved.y).toBeGreaterThan(original.y);

    const versions = page.getByTestId('palito-versions');
    await versions.locator('input').fill('before-change');
    await versions.locator('button[type="submit"]').click();
    await expect(versions.locator('[data-version-id]')).toHaveCount(1);
    await expect(versions.locator('[data-version-id]')).toContainText('before-change');

    await page.reload();
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    expect(await flowPosition(page, id), 'a new load starts from the layout').toEqual(original);
    const saved = versions.locator('[data-version-id]');
    await expect(saved).toHaveCount(1);
    await saved.getByRole('button').first().click();
    await expect.poll(() => flowPosition(page, id)).toEqual(moved);
    await expect(saved).toHaveAttribute('aria-current', 'true');

    await saved.getByRole('button').nth(1).click();
    await expect(saved).toHaveCount(0);
    await page.reload();
    await openDemo(page, prefix);
    await applyLayout(page, sample.length);
    await expect(versions.locator('[data-version-id]')).toHaveCount(0);
  });
});

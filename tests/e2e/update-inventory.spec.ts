// updateInventory in a real page, through the layout worker: the live example of its API page opens
// "next quarter's" sample (one asset gone, one added, one IP changed) over the diagram. The
// unchanged assets keep their places, the new one is drawn, the removed one is gone, the counts
// are the diff's; the Changes view marks the new, changed and removed assets and links on the
// diagram and the sidebar lists them; after "Tidy up" (offered only after an update), Undo takes the
// fresh layout back, and Undo again the whole update, its changes with it.

import {test, expect, type Page} from '@playwright/test';
import {LOCALES, openHydrated, runLiveExample, watchErrors} from './support/site';
import {placesInBoxes} from './support/demo';

const LIVE = {
  ko: {open: '다음 분기 목록 열기', counts: '추가 1 · 삭제 1 · 변경 1 · 연결 +1 −5', before: '갱신 전', undo: '실행 취소', tidy: '배치 정리', tidied: '처음부터 다시 배치했습니다', ip: 'IP 주소: ', filter: '변경 사항 필터'},
  en: {open: "Open next quarter's inventory", counts: '1 added · 1 removed · 1 changed · links +1 −5', before: 'not updated yet', undo: 'Undo', tidy: 'Tidy up', tidied: 'Laid out afresh', ip: 'IP address: ', filter: 'Filter changes'},
} as const;

/** A rectangle of the Changes view's SVG (flow coordinates, as React Flow's node transforms are). */
async function rectOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((rect) => ({x: Number(rect.getAttribute('x')), y: Number(rect.getAttribute('y')), width: Number(rect.getAttribute('width')), height: Number(rect.getAttribute('height'))}));
}

/** Every drawn asset's box, in flow coordinates. */
function assetBoxes(page: Page) {
  return page.locator('.react-flow').evaluate((flow) =>
    Array.from(flow.querySelectorAll('.react-flow__node[data-id^="A"]'), (el) => {
      const match = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec((el as HTMLElement).style.transform)!;
      return {id: el.getAttribute('data-id')!, x: Number(match[1]), y: Number(match[2]), width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight};
    }),
  );
}

/** The sample's assets the update leaves alone (the third row, A003, gets a new IP; the last, A045, goes). */
const unchanged = (id: string) => id !== 'A003' && id !== 'A045' && id !== 'A900';

for (const {locale, prefix} of LOCALES) {
  test(`updateInventory's live example (${locale}): the new file over the diagram, one undo step`, async ({page}) => {
    const errors = watchErrors(page);
    const live = LIVE[locale];
    await openHydrated(page, `${prefix}/docs/api/hooks/updateInventory`);
    await runLiveExample(page);
    const result = page.getByTestId('live-result');
    await result.scrollIntoViewIfNeeded();
    await expect(result).toContainText(live.before, {timeout: 20_000});
    await expect(page.locator('.react-flow__node[data-id="A045"]')).toHaveCount(1);
    await expect(page.getByRole('button', {name: live.tidy})).toHaveCount(0);
    const before = await placesInBoxes(page);
    const removedBox = (await assetBoxes(page)).find((box) => box.id === 'A045')!;
    const removedName = await page.locator('.react-flow__node[data-id="A045"]').getAttribute('aria-label');
    await expect(page.getByTestId('palito-changes')).toHaveCount(0);
    await expect(page.getByTestId('palito-change-list')).toHaveCount(0);

    await page.getByRole('button', {name: live.open}).click();
    await expect(result).toContainText(live.counts);
    await expect(page.locator('.react-flow__node[data-id="A900"]')).toHaveCount(1);
    await expect(page.locator('.react-flow__node[data-id="A045"]')).toHaveCount(0);
    const after = await placesInBoxes(page);
    const compared = Object.keys(before).filter((id) => unchanged(id) && id in after);
    expect(compared.length).toBeGreaterThan(3);
    for (const id of compared) expect(after[id], id).toBe(before[id]);

    // The Changes view is on: the new asset ringed as added, the changed one with its field before →
    // after, the removed one a ghost where it was (no asset on it), its five links dashed to the
    // ghost, the new link drawn over; the legend says what the colours mean.
    const changes = page.getByTestId('palito-changes');
    await expect(page.getByTestId('palito-changes-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(changes.locator('[data-change-id="A900"]')).toHaveAttribute('data-change-kind', 'added');
    await expect(changes.locator('[data-change-id="A003"]')).toHaveAttribute('data-change-kind', 'changed');
    await expect(changes.locator('[data-change-id="A003"] title')).toHaveText(new RegExp(`^${live.ip}\\S+ → 198\\.51\\.100\\.77$`));
    const ghost = changes.locator('[data-ghost-kind="asset"][data-change-id="A045"]');
    await expect(ghost).toHaveCount(1);
    expect(removedName).toContain(await ghost.locator('text').textContent());
    const ghostRect = await rectOf(page, '[data-ghost-kind="asset"][data-change-id="A045"] rect');
    expect([ghostRect.width, ghostRect.height]).toEqual([removedBox.width, removedBox.height]);
    const boxes = await assetBoxes(page);
    for (const box of boxes) {
      const apart = box.x >= ghostRect.x + ghostRect.width || ghostRect.x >= box.x + box.width || box.y >= ghostRect.y + ghostRect.height || ghostRect.y >= box.y + box.height;
      expect(apart, `${box.id} drawn on the ghost`).toBe(true);
    }
    await expect(changes.locator('[data-change-line="removed"]')).toHaveCount(5);
    await expect(changes.locator('[data-change-line="added"]')).toHaveCount(1);
    await expect(page.getByTestId('palito-changes-legend').locator('li')).toHaveCount(4);

    // The sidebar lists them: the counts, the entries by zone; an entry selects its asset; the filter narrows.
    const list = page.getByTestId('palito-change-list');
    await expect(list.locator('[data-count]')).toHaveText([/1$/, /1$/, /1$/, /0$/, /1$/, /5$/]);
    await expect(list.locator('[data-change-entry]')).toHaveCount(3 + 6);
    await list.locator('[data-change-entry="added"] button').click();
    await expect(page.locator('.react-flow__node[data-id="A900"]')).toHaveClass(/selected/);
    await list.getByRole('searchbox', {name: live.filter}).fill('198.51.100.77');
    await expect(list.locator('[data-change-entry]')).toHaveCount(1);
    await expect(list.locator('[data-change-entry]')).toHaveAttribute('data-change-entry', 'changed');
    await list.getByRole('searchbox', {name: live.filter}).fill('');

    // The toolbar's toggle takes the view and its legend away and back; the list stays.
    await page.getByTestId('palito-changes-toggle').click();
    await expect(changes).toHaveCount(0);
    await expect(page.getByTestId('palito-changes-legend')).toHaveCount(0);
    await expect(list).toBeVisible();
    await page.getByTestId('palito-changes-toggle').click();
    await expect(changes.locator('[data-change-id="A900"]')).toHaveCount(1);

    // Tidying up lays the view out afresh, as a step of its own: undone first, then the update.
    await page.getByRole('button', {name: live.tidy}).click();
    await expect(page.getByTestId('palito-announcer')).toContainText(live.tidied);
    await page.getByRole('button', {name: live.undo, exact: true}).click();
    // The view may have been fitted anew, so compare the assets drawn both times.
    await expect
      .poll(async () => {
        const now = await placesInBoxes(page);
        const common = Object.keys(after).filter((id) => id in now);
        return common.length > 3 && common.every((id) => now[id] === after[id]);
      })
      .toBe(true);
    await page.getByRole('button', {name: live.undo, exact: true}).click();
    await expect(result).toContainText(live.before);
    await expect(page.locator('.react-flow__node[data-id="A045"]')).toHaveCount(1);
    await expect(page.locator('.react-flow__node[data-id="A900"]')).toHaveCount(0);
    await expect(page.getByTestId('palito-changes')).toHaveCount(0);
    await expect(page.getByTestId('palito-change-list')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

// Helpers for the keyboard tests: walk a page with Tab, noting what takes the focus and whether it
// shows it, and list what can take the focus but was never reached.

import {expect, type Locator, type Page} from '@playwright/test';

export interface Stop {
  /** Tag, then the accessible name or the text, for the failure message. */
  name: string;
  /** The focus indicator seen: "outline ..." or "box-shadow ...", or null when there is none. */
  indicator: string | null;
  /** False when the focused element has no size on screen or is transparent. */
  visible: boolean;
}

/**
 * Presses Tab until the focus leaves the page (back to the browser, body focused) or comes back
 * to the first element, and describes each element focused on the way. Each is marked with
 * `data-kb-reached`, which `unreached` reads.
 */
export async function tabThrough(page: Page, limit = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      // Read the focused state once its transitions have ended (heading anchors and copy
      // buttons fade in on focus); endless animations (spinners) are not waited for.
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.dataset.kbReached) return null;
      el.dataset.kbReached = 'true';
      const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour);
      const style = getComputedStyle(el);
      let indicator: string | null = null;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)) {
        indicator = `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      } else if (style.boxShadow !== 'none') {
        // A shadow shows only with a colour that is not fully transparent.
        const colours = style.boxShadow.match(/rgba?\([^)]*\)/g) ?? [];
        if (colours.some((c) => !transparent(c))) indicator = `box-shadow ${style.boxShadow}`;
      }
      const rect = el.getBoundingClientRect();
      let opaque = true;
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        if (Number(getComputedStyle(node).opacity) === 0) opaque = false;
      }
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      return {name: `${el.tagName.toLowerCase()} "${label}"`, indicator, visible: opaque && rect.width > 2 && rect.height > 2};
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Elements a keyboard user could focus with Tab (focusable, not disabled, tabindex not negative,
 * rendered and not hidden) that `tabThrough` never reached.
 */
export async function unreached(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"], [contenteditable="plaintext-only"]',
    );
    return Array.from(candidates)
      .filter((el) => !el.dataset.kbReached)
      .filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert]'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => el.outerHTML.slice(0, 160));
  });
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target, `reached with Tab within ${limit} presses`).toBeFocused({timeout: 1});
}

// What the browser bench reads from a page: long tasks, animation frames, the JS heap. Each
// recorder runs in the page (Performance API, requestAnimationFrame); the heap comes from the
// DevTools protocol after a forced garbage collection, so it is what the page keeps, not garbage.

import type {LaunchOptions, Page} from '@playwright/test';

/** Debian's Chromium with the flags that work on this machine (as playwright.config.ts). */
export const BROWSER: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

declare global {
  interface Window {
    __longTasks: {start: number; duration: number}[];
    __frames?: {count: number; from: number; running: boolean};
  }
}

/** From the page's first script on, every task over 50 ms: when it started and how long it took. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
}

/** The durations of the long tasks that started at or after `since` (page time). */
export function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate((from) => window.__longTasks.filter((t) => t.start >= from).map((t) => t.duration), since);
}

/**
 * Starts counting animation frames; returns the page time it started at. (A string: tsx names
 * the functions it compiles with a helper the page does not have.)
 */
export async function recordFrames(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const frames = {count: 0, from: performance.now(), running: true};
    window.__frames = frames;
    requestAnimationFrame(function tick() {
      if (!frames.running) return;
      frames.count++;
      requestAnimationFrame(tick);
    });
    return frames.from;
  })()`) as Promise<number>;
}

/** Stops counting; the frames per second since recordFrames(). */
recordFrames.stop = (page: Page): Promise<{fps: number; frames: number}> =>
  page.evaluate(() => {
    const frames = window.__frames!;
    frames.running = false;
    const seconds = (performance.now() - frames.from) / 1000;
    return {fps: frames.count / seconds, frames: frames.count};
  });

/** The page's JS heap in MB after a full garbage collection. */
export async function jsHeapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const {usedSize} = (await cdp.send('Runtime.getHeapUsage')) as {usedSize: number};
  await cdp.detach();
  return usedSize / (1024 * 1024);
}

// What the browser bench reads from a page: long tasks, animation frames, the JS heap. Each
// recorder runs in the page (Performance API, requestAnimationFrame); the heaps (the page's, and
// its workers') come from the DevTools protocol after a forced garbage collection, so they are
// what the page keeps, not garbage.

import type {Browser, LaunchOptions, Page} from '@playwright/test';

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

/**
 * The JS heap in MB, after a full garbage collection, of every worker in the browser: the page's
 * layout worker and the ELK helpers it starts (nested workers, which a page's own CDP session does
 * not reach). Measure with one page open. Through the browser's session, each worker attached in
 * the protocol's message-passing mode, which Playwright's CDP sessions can drive.
 */
export async function workersHeapMB(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: {message: string}) => {
    const message = JSON.parse(event.message) as {id?: number; result?: unknown};
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const call = <T>(sessionId: string, method: string) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve as (result: unknown) => void);
      void cdp.send('Target.sendMessageToTarget', {sessionId, message: JSON.stringify({id, method})});
    });
  let total = 0;
  const {targetInfos} = (await cdp.send('Target.getTargets')) as {targetInfos: {targetId: string; type: string}[]};
  for (const target of targetInfos.filter((t) => t.type === 'worker')) {
    const {sessionId} = (await cdp.send('Target.attachToTarget', {targetId: target.targetId, flatten: false})) as {sessionId: string};
    await call(sessionId, 'HeapProfiler.collectGarbage');
    total += (await call<{usedSize: number}>(sessionId, 'Runtime.getHeapUsage')).usedSize;
    await cdp.send('Target.detachFromTarget', {sessionId});
  }
  await cdp.detach();
  return total / (1024 * 1024);
}

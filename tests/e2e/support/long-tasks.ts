// The page's long tasks (over 50 ms), as the Long Tasks API reports them: recorded from the
// page's start, read since a moment of the page's clock.

import type {Page} from '@playwright/test';

/** Records every long task of the pages opened from now on: when it started and how long it took. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: {start: number; duration: number}[] = [];
    (window as unknown as {__longTasks: typeof tasks}).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
}

/** The page's clock (performance.now()). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The long tasks that started at or after `since` (the page's clock), with their start and length. */
export function longTasksSince(page: Page, since: number): Promise<{start: number; duration: number}[]> {
  return page.evaluate(
    (from) => (window as unknown as {__longTasks: {start: number; duration: number}[]}).__longTasks.filter((task) => task.start >= from),
    since,
  );
}

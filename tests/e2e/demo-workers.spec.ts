// The demo's workers as the built site ships them: the preview reader, Palito's layout worker and,
// on a machine with more than one core, the ELK helper that the layout worker starts. Every script
// each of them imports must load. A helper whose imports fail shows nothing on screen, only half
// the layout speed: it happened, when Rspack copied the helper's file instead of bundling it.

import {expect, test} from '@playwright/test';
import {applyLayout, openDemo} from './support/demo';

test('the layout worker starts its ELK helper, and every script of every worker loads', async ({page}) => {
  const failed: string[] = [];
  const workers: string[] = [];
  page.context().on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  page.context().on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  await openDemo(page, '/en');
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  test.skip(cores < 2, 'one core: the layout worker starts no ELK helper');
  // The demo's large-file warm-up (warmUp="large") gives the helper work: it starts then (a
  // 39-asset layout uses none).
  await expect.poll(() => workers.length, {timeout: 20_000}).toBeGreaterThanOrEqual(3);
  await applyLayout(page);
  expect(new Set(workers).size).toBeGreaterThanOrEqual(2);
  expect(failed).toEqual([]);
});

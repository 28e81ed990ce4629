// The topology's questions on their API page (docs/api/engine/questions.md), Korean: the live
// example finds, traces, cuts off and lists on the sample what palito/engine, run here in Node on
// the same sample file, answers; typing in its find box changes what it finds.

import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR, openHydrated, runLiveExample, watchErrors} from './support/site';

test('the questions page (ko): find, trace, impact and single points of failure on the sample, as the engine answers', async ({page}) => {
  const errors = watchErrors(page);
  // palito/engine is an ES module: imported, not required as Playwright compiles a spec's own imports.
  const {buildProject, findAssets, impactOf, singlePointsOfFailure, tracePath} = await import('palito/engine');
  const built = await buildProject({name: 'assets-sample.ko.csv', data: fs.readFileSync(path.join(BUILD_DIR, 'samples/assets-sample.ko.csv'))});
  if (!built.ok) throw new Error('the sample did not build');
  const project = built.project;

  await openHydrated(page, '/docs/api/engine/questions');
  await runLiveExample(page);
  const result = page.getByTestId('live-result');
  const items = result.locator('li');
  await expect(items.nth(0)).toHaveText(`찾은 자산: ${findAssets(project, 'fw', {limit: 5}).join(', ')}`, {timeout: 20_000});
  await expect(items.nth(1)).toContainText(tracePath(project, 'A005', 'A011').paths.map((p) => p.join(' → ')).join(' / '));
  const cutOff = impactOf(project, ['A013', 'A037']).cutOff;
  expect(cutOff.length).toBeGreaterThan(0);
  await expect(items.nth(2)).toContainText(cutOff.join(', '));
  await expect(items.nth(3)).toContainText(singlePointsOfFailure(project).map((p) => `${p.id}(${p.cutOff})`).join(', '));

  await page.getByRole('textbox', {name: '찾기'}).fill('web');
  await expect(items.nth(0)).toHaveText(`찾은 자산: ${findAssets(project, 'web', {limit: 5}).join(', ')}`);
  expect(findAssets(project, 'web', {limit: 5}).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

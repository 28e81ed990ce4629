// Tabs are hydrated, not drawn twice (src/theme/Tabs): the server's tab group stays, and a tab the
// reader chose is still the one shown after a reload (groupId, kept in localStorage). In Korean:
// the tabs' behaviour does not depend on the language.

import {expect, test} from '@playwright/test';
import {markServerElements, serverElementsKept} from './support/hydration';
import {DEFAULT_LOCALE, openHydrated, watchErrors} from './support/site';

// The package-manager tabs: npm (the default), yarn, pnpm.
const PAGE = '/docs/intro/installation';

const {locale, prefix} = DEFAULT_LOCALE;
test(`tabs (${locale}): hydrated in place, and the chosen tab survives a reload`, async ({page}) => {
  const errors = watchErrors(page);
  await markServerElements(page, '.tabs-container');
  await openHydrated(page, `${prefix}${PAGE}`);
  expect(await serverElementsKept(page)).toEqual({count: 1, kept: 1});

  const group = page.locator('.tabs-container').first();
  const panel = (text: string) => group.getByRole('tabpanel').filter({hasText: text});
  await expect(group.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(panel('npm install')).toBeVisible();

  await group.getByRole('tab', {name: 'pnpm', exact: true}).click();
  await expect(panel('pnpm add')).toBeVisible();
  await expect(panel('npm install')).toBeHidden();

  // Reloaded: the server's markup shows npm; hydration keeps it, then the stored choice applies.
  await markServerElements(page, '.tabs-container');
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(await serverElementsKept(page)).toEqual({count: 1, kept: 1});
  await expect(group.getByRole('tab', {name: 'pnpm', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(panel('pnpm add')).toBeVisible();
  await expect(panel('npm install')).toBeHidden();
  await expect(panel('yarn add')).toBeHidden();
  expect(errors).toEqual([]);
});

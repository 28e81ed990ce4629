import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {LOCALES} from './support/site';
import {openWithPolicy, watchCsp} from './support/csp';
import {readDrawing, sampleAssets} from './support/demo';
import {startConversionServer, type ConversionServer} from './support/conversion-server';

// The API key page's live example against the real reference server (`conversion-server/main.ts`), started
// as the docs tell users to start it, on a free port of 127.0.0.1. The browser's Palito sends the
// file with the key; the server checks it and runs the engine. One test per locale, each the whole
// story with that locale's messages, under the page's Content-Security-Policy (its connect-src lets
// the page reach a server on another port: no violation). The file's tests run in order in one
// worker, so the server (which tsx compiles as it starts, 13 s here under load) starts once.

const ROOT = path.resolve(__dirname, '../..');
const KEY = 'e2e-key-1';
const LIMIT = 64 * 1024;

test.describe.configure({mode: 'default'});

let server: ConversionServer;
let endpoint: string;

test.beforeAll(async () => {
  server = await startConversionServer({allowOrigin: BASE_URL, keys: [KEY], maxBodyBytes: LIMIT});
  endpoint = server.endpoint;
});

test.afterAll(() => {
  server?.stop();
});

const TEXT = {
  ko: {
    wrongKey: 'API 키가 올바르지 않습니다. 키를 확인하고 다시 시도해 주세요.',
    tooLarge: '서버에서 받을 수 있는 최대 크기는 64 KB입니다.',
    missing: /필수 항목인 .+ 열이 없습니다/,
    unreachable: '변환 서버에 연결할 수 없습니다.',
    kept: '이전 구성도를 그대로 보여 드립니다.',
  },
  en: {
    wrongKey: 'The API key is not valid. Check the key and try again.',
    tooLarge: 'the server accepts files up to 64 KB',
    missing: /The required .+ column is missing/,
    unreachable: 'Cannot reach the conversion server.',
    kept: 'The previous diagram is still shown.',
  },
} as const;

async function openExample(page: Page, prefix: string) {
  await openWithPolicy(page, `${prefix}/docs/api/api-key/`, prefix);
  await page.getByTestId('apikey-placeholder').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('apikey-playground')).toBeVisible({timeout: 20_000});
  await page.getByTestId('apikey-endpoint').fill(endpoint);
}

async function convert(page: Page) {
  await page.getByTestId('apikey-convert').click();
  await expect(page.getByTestId('apikey-convert')).toBeEnabled({timeout: 30_000});
}

for (const {locale, prefix} of LOCALES) {
  const text = TEXT[locale];
  const sample = sampleAssets(locale);

  test(`API key example (${locale}): a wrong key, the right key, too large, malformed, no server: each its message`, async ({page}) => {
    const csp = await watchCsp(page);
    await openExample(page, prefix);
    const failure = page.getByTestId('palito-error');

    await test.step('a wrong key gets the 401 message; the right key draws the sample; a wrong key again keeps it', async () => {
      await page.getByTestId('apikey-key').fill('not-the-key');
      await convert(page);
      await expect(failure).toContainText(text.wrongKey);
      expect((await readDrawing(page)).assets).toHaveLength(0);

      await page.getByTestId('apikey-key').fill(KEY);
      await convert(page);
      // The count appears only when the server answered: a fetch the policy blocked reads "cannot reach".
      await expect(page.getByTestId('apikey-status')).toContainText(String(sample.length));
      await expect(failure).toBeHidden();
      await expect.poll(async () => (await readDrawing(page)).assets.map((a) => a.id).sort()).toEqual(sample.map((a) => a.id).sort());
      expect(await csp.read()).toEqual([]);

      await page.getByTestId('apikey-key').fill('');
      await convert(page);
      await expect(failure).toContainText(text.wrongKey);
      await expect(failure).toContainText(text.kept);
      expect((await readDrawing(page)).assets).toHaveLength(sample.length);
    });

    await test.step('an oversized file, a malformed file and an unreachable server each get their message', async () => {
      await page.getByTestId('apikey-key').fill(KEY);
      const rows = Array.from({length: 3000}, (_, i) => `B${i},host-${i},server,10.1.${i % 250}.${i % 200},Z,C,normal,`);
      await page.getByTestId('apikey-file').setInputFiles({
        name: 'big.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(['id,name,type,ip,zone,cbs,status,connections', ...rows].join('\n')),
      });
      await convert(page);
      await expect(page.getByTestId('palito-error')).toContainText(text.tooLarge);

      await page.getByTestId('apikey-file').setInputFiles(path.join(ROOT, 'tests/fixtures/missing-columns.csv'));
      await convert(page);
      await expect(page.getByTestId('palito-problems')).toContainText(text.missing);

      // Port 9 (discard): nothing listens there, so the connection is refused.
      await page.getByTestId('apikey-endpoint').fill('http://127.0.0.1:9/convert');
      await convert(page);
      await expect(page.getByTestId('palito-error')).toContainText(text.unreachable);
      expect(await csp.read()).toEqual([]);
    });
  });
}

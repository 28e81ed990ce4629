import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { elementsOf } from "./support/build-files";
import {
  NGINX_CONF,
  SERVED_BY_NGINX,
  directivesOf,
  openWithPolicy,
  policyFor,
  watchCsp,
} from "./support/csp";
import { applyLayout, openDemo, sampleAssets } from "./support/demo";
import { BUILD_DIR, DEFAULT_LOCALE, LOCALES } from "./support/site";

// The site under deploy/nginx.conf's Content-Security-Policies: the strict one everywhere, with
// 'unsafe-eval' on the pages with a live example (react-live compiles their code), inline <style>
// on the pages that can print with Palito (its print frame inherits the policy), and other
// servers to connect to on the API key page. Checked here: each page of the build gets the policy
// its content needs (read from the conf, no server needed); through nginx, each kind of page is
// served its policy, the /docs redirect (not in the sitemap) with no violation, and the parts most
// likely to trip a policy: workers, the print frame, blob: and data: images in the export, eval
// refused where the policy is strict, fetches to the search index. Elsewhere under the same
// watch (support/csp.ts): every route of both locales and each not-found page (routes.spec.ts:
// the header of each is the policy of its file, no violation, each live example compiled and run
// under its policy), and the API key page's fetch to a conversion server on another port
// (api-key.spec.ts). Through scripts/serve.mjs there is no policy, so only the checks of the conf
// can fail; npm test serves through nginx when it is installed, and CI installs it.

const ROOT = path.resolve(__dirname, "../..");

test("deploy/nginx.conf allows every inline script of the build by its sha256, and the build has no inline handler", () => {
  const run = spawnSync(
    process.execPath,
    [
      "scripts/csp-inline-hashes.mjs",
      "--dir",
      BUILD_DIR,
      "--json",
      "--check",
      NGINX_CONF,
    ],
    { cwd: ROOT, encoding: "utf8" }
  );
  const found = JSON.parse(run.stdout) as {
    hashes: Record<string, string[]>;
    handlers: string[];
    missing: string[];
  };
  // The colour-mode script is inlined in every page: a build without inline scripts means the
  // script read nothing.
  expect(Object.keys(found.hashes).length).toBeGreaterThan(0);
  expect(
    found.missing,
    `script-src of ${NGINX_CONF} lacks these (node scripts/csp-inline-hashes.mjs --dir build prints them all)`
  ).toEqual([]);
  // A hash does not allow onclick="…" or javascript: URLs.
  expect(found.handlers).toEqual([]);
  expect(run.status).toBe(0);
});

/** Every page of the build, as nginx's $uri for it: /index.html, /docs/intro/installation/index.html, /en/404.html… */
function builtPages(dir = BUILD_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" ? [] : builtPages(file);
    return entry.name.endsWith(".html")
      ? [`/${path.relative(BUILD_DIR, file).split(path.sep).join("/")}`]
      : [];
  });
}

test("deploy/nginx.conf gives each page of the build the policy its content needs", () => {
  const wrong: string[] = [];
  const pages = builtPages();
  for (const uri of pages) {
    const testIds = new Set(
      elementsOf(path.join(BUILD_DIR, uri)).map(
        (el) => el.attribs["data-testid"]
      )
    );
    // A live example is rendered by the server as its code and a Run button (StillPlayground).
    const live = testIds.has("live-still");
    const prints = live || testIds.has("demo-placeholder");
    const apiKey = testIds.has("apikey-placeholder");
    const policy = directivesOf(policyFor(uri));
    const check = (what: string, has: boolean, wanted: boolean) => {
      if (has !== wanted)
        wrong.push(`${uri}: ${what} ${wanted ? "missing" : "not needed"}`);
    };
    check(
      "'unsafe-eval' (a live example)",
      policy.get("script-src")!.includes("'unsafe-eval'"),
      live
    );
    check(
      "inline <style> (Palito's print page)",
      policy.get("style-src-elem")!.includes("'unsafe-inline'"),
      prints
    );
    check(
      "other servers in connect-src (the API key example)",
      policy.get("connect-src")!.length > 1,
      apiKey
    );
  }
  expect(pages.length).toBeGreaterThan(100);
  expect(
    pages.filter((uri) => policyFor(uri).includes("'unsafe-eval'")).length
  ).toBeGreaterThan(20);
  expect(
    wrong,
    `deploy/nginx.conf's map $uri $palito_page needs a line for these`
  ).toEqual([]);
});

/** A policy with its script hashes written as HASHES (the build decides them; the hash test checks them). */
const withoutHashes = (policy: string) =>
  policy
    .replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, "")
    .replace(/script-src [^;]*/, "$& HASHES");
const STRICT =
  "default-src 'self'; script-src 'self' HASHES; style-src 'self' 'unsafe-inline'; style-src-elem 'self'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** The policy of each kind of page: the strict one, and where it differs. */
const POLICIES = {
  strict: STRICT,
  landing: STRICT.replace(
    "style-src-elem 'self'",
    "style-src-elem 'self' 'unsafe-inline'"
  ),
  live: STRICT.replace(
    "script-src 'self' HASHES",
    "script-src 'self' 'unsafe-eval' HASHES"
  ).replace("style-src-elem 'self'", "style-src-elem 'self' 'unsafe-inline'"),
  "api-key": STRICT.replace(
    "connect-src 'self'",
    "connect-src 'self' https: http://localhost:* http://127.0.0.1:*"
  ),
};

test.describe("each kind of page, served by nginx", () => {
  test.skip(!SERVED_BY_NGINX, "the policy is sent by nginx (E2E_SERVER=nginx)");
  const pages: Array<[keyof typeof POLICIES, string]> = [
    ["landing", ""],
    ["strict", "/docs/intro/installation"],
    ["strict", "/docs/intro/"],
    ["live", "/docs/api/components/palito"],
    ["live", "/docs/intro/guides/basic-usage-1"],
    ["api-key", "/docs/api/api-key/"],
    ["strict", "/search?q=zone"],
    ["strict", "/blog"],
    ["strict", "/no-such-page"],
    ["strict", "/docs"],
  ];
  for (const { locale, prefix } of LOCALES) {
    test(`${locale}: the policy of its kind`, async ({ request }) => {
      for (const [kind, route] of pages) {
        const response = await request.get(`${prefix}${route || "/"}`);
        expect(
          withoutHashes(response.headers()["content-security-policy"]),
          `${prefix}${route} (${kind})`
        ).toBe(POLICIES[kind]);
      }
    });
  }
});

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: the /docs redirect, which the sitemap leaves out, is served its policy and breaks none`, async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    // A page of its own, with an inline script of its own (the redirect).
    const redirect = await page.goto(`${prefix}/docs`);
    if (SERVED_BY_NGINX)
      expect(redirect?.headers()["content-security-policy"]).toBe(
        policyFor(`${prefix}/docs/index.html`)
      );
    await expect(page).toHaveURL(new RegExp(`${prefix}/docs/intro/$`));
    await expect(page.locator("html")).toHaveAttribute(
      "data-has-hydrated",
      "true"
    );
    expect(await csp.read()).toEqual([]);
  });
}

// What a policy allows or refuses does not depend on the page's language: in Korean.
test.describe(`CSP (${DEFAULT_LOCALE.locale})`, () => {
  const { locale, prefix } = DEFAULT_LOCALE;

  test("the landing demo: sample drawn by the layout worker and its ELK helper, exported as SVG and PNG, printed", async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await openDemo(page, prefix);
    // A blocked worker is no error on screen: Palito lays out on the page's thread instead, and
    // the layout worker without its ELK helper. So: the layout worker and, with two cores or
    // more, the helper it starts (demo-workers.spec.ts counts the same way). A 39-asset layout
    // uses no helper: the demo's large-file warm-up starts it, before a file comes in to stop it.
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    if (cores > 1)
      await expect
        .poll(() => workers.length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(3);
    await applyLayout(page, sampleAssets(locale).length);
    expect(await csp.read()).toEqual([]);
    expect(new Set(workers).size).toBeGreaterThanOrEqual(cores > 1 ? 2 : 1);
    const [svg] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("demo-export-svg").click(),
    ]);
    expect(svg.suggestedFilename()).toMatch(/\.svg$/);
    // The PNG is drawn from the SVG loaded as a blob: image.
    const [png] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("demo-export-png").click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    // The print page, in a frame (srcdoc) that has the page's policy: its inline <style> applies.
    await page.getByTestId("demo-print").click();
    await expect(
      page.frameLocator("#palito-print-frame").locator(".sheet")
    ).toHaveCSS("display", "flex");
    expect(await csp.read()).toEqual([]);
  });

  test("the strict policy refuses eval on a page without a live example; a live-example page allows it", async ({
    page,
  }) => {
    test.skip(
      !SERVED_BY_NGINX,
      "the policy is sent by nginx (E2E_SERVER=nginx)"
    );
    /**
     * Runs `new Function` in a task of the page, as a script of the page would (code that the
     * test harness evaluates itself is let through the policy's eval check).
     */
    const compile = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            setTimeout(() => {
              try {
                resolve(String(new Function("return 6 * 7")()));
              } catch (error) {
                resolve(
                  `${(error as Error).name}: ${(error as Error).message}`
                );
              }
            })
          )
      );
    const csp = await watchCsp(page);
    for (const url of [
      `${prefix}/`,
      `${prefix}/docs/intro/installation`,
      `${prefix}/search?q=zone`,
      `${prefix}/blog`,
    ]) {
      await openWithPolicy(page, url, prefix);
      const before = (await csp.read()).length;
      expect(await compile(), url).toMatch(
        /^EvalError: .*Content Security Policy/
      );
      expect(
        (await csp.read())
          .slice(before)
          .some((violation) => /script-src blocked eval/.test(violation)),
        url
      ).toBe(true);
    }
    await openWithPolicy(page, `${prefix}/docs/api/components/palito`, prefix);
    expect(await compile()).toBe("42");
  });
});

// The search page builds its results from the index it loads: with a query, in each locale (each
// has its own index), under the strict policy.
for (const { locale, prefix } of LOCALES) {
  test(`CSP (${locale}): the search page with a query`, async ({ page }) => {
    const csp = await watchCsp(page);
    await openWithPolicy(page, `${prefix}/search?q=setZones`, prefix);
    await expect(
      page.getByTestId("search-page-results").locator("li a").first()
    ).toBeVisible();
    expect(await csp.read()).toEqual([]);
  });
}

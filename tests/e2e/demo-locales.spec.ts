// The landing-page demo in each locale, one visit per locale: everything the demo says in the
// page's language (support/demo-text.ts). The behaviour behind these strings (layout, drag, views,
// files, exports, print, hostile files, the phone) is tested once, in Korean, by demo*.spec.ts; what
// the language changes is checked here:
//
//   - Apply layout's label and its "applying" label while it runs, the status line, the locale's
//     own sample drawn (every asset in its CBS and zone box), Palito's stylesheet applied;
//   - the status legend's words, and the sample download links (the locale's sample);
//   - the context menu's status item;
//   - the text's contrast in light and dark mode, and no overflow at 390 px (English is longer),
//     as the demo opens and once drawn;
//   - the view's name in the exported SVG, PNG (its Title, with the page's language), GraphML,
//     draw.io (in Zone View) and project files; the print page's header and legend;
//   - each bad file's message, and the note that the previous diagram stays; Korean headers, and
//     the EUC-KR and UTF-16 files Korean Excel saves, read whatever the page's language;
//   - the hostile files' messages, with small files: a zip bomb of 60 MB (demo-hostile.spec.ts
//     times the 1.2 GB one), a dense mesh of 12, a project file of 1,001 versions, one nested 40
//     deep, one naming a missing CBS group, a damaged one; one with 40 versions opens, its list
//     turned a page at a time.

import fs from "node:fs";
import path from "node:path";
import Graph from "graphology";
import { parse as parseGraphml } from "graphology-graphml";
import { expect, test, type Page } from "@playwright/test";
import { toggleMode } from "./support/axe";
import { expectDemoTextContrast } from "./support/contrast";
import {
  DEMO_TEXT,
  REACT_FLOW_STYLED,
  applyLayout,
  contains,
  flowStyled,
  openDemo,
  readDrawing,
  recordApplyButton,
  sampleAssets,
  sampleProjectFile,
  versionsOf,
} from "./support/demo";
import { LOCALES, watchErrors } from "./support/site";
import {
  denseCsv,
  unusedEntriesBombXlsx,
} from "../fixtures/hostile/inventories";

const FIXTURES = path.resolve(__dirname, "../fixtures");
const fixture = (name: string) => path.join(FIXTURES, name);
const PRINT_FRAME = "#palito-print-frame";

/** How far the page is wider than the window: 0 or less when nothing sticks out. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Clicks an export button and returns the download's name and bytes. */
async function download(
  page: Page,
  format: string
): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId(`demo-export-${format}`).click(),
  ]);
  return {
    name: file.suggestedFilename(),
    bytes: fs.readFileSync((await file.path())!),
  };
}

type Pickable = string | { name: string; mimeType: string; buffer: Buffer };
const pick = (page: Page, file: Pickable) =>
  page.getByTestId("demo-file-input").setInputFiles(file);
const pickProject = (page: Page, name: string, json: string) =>
  page
    .getByTestId("demo-project-input")
    .setInputFiles({
      name,
      mimeType: "application/json",
      buffer: Buffer.from(json),
    });

let smallBomb: Buffer;
test.beforeAll(async () => {
  // Unused entries that would inflate to 60 MB, past the demo's 50 MB: refused as the big one is.
  smallBomb = Buffer.from(await unusedEntriesBombXlsx(1, 60));
});

for (const { locale, prefix } of LOCALES) {
  const text = DEMO_TEXT[locale];
  const sample = sampleAssets(locale);

  test(`${locale}: the demo's strings, in one visit`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const apply = page.getByTestId("demo-apply");
    const preview = page.getByTestId("demo-preview");
    const notice = page.getByTestId("demo-notice");
    const shown = page
      .getByTestId("palito-problems")
      .or(page.getByTestId("palito-error"));

    await test.step("390 px: the demo fits as it opens", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openDemo(page, prefix);
      expect
        .soft(await overflow(page), `[390 px] ${locale}: as the demo opens`)
        .toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("Apply: its labels, the status line, the locale’s sample drawn", async () => {
      await expect(apply).toHaveText(text.apply);
      const recorded = await recordApplyButton(page);
      await applyLayout(page, sample.length);
      const states = await recorded.states();
      expect
        .soft(states, `[apply] ${locale}: the label while it runs`)
        .toContainEqual({ text: text.applying, disabled: true });
      expect
        .soft(states.at(-1), `[apply] ${locale}: the label once done`)
        .toEqual({ text: text.apply, disabled: false });
      await expect
        .soft(page.getByTestId("demo-status"))
        .toHaveText(new RegExp(`${sample.length}.*\\d+\\.\\d\\d`));
      const drawing = await readDrawing(page);
      expect
        .soft(
          drawing.assets.map((a) => a.id).sort(),
          `[apply] ${locale}: every sample asset drawn`
        )
        .toEqual(sample.map((a) => a.id).sort());
      for (const asset of sample) {
        const box = drawing.assets.find((a) => a.id === asset.id);
        const zone = drawing.zones.find((z) => z.name === asset.zone);
        const cbs = drawing.cbs.find(
          (c) => c.name === asset.cbs && zone && contains(zone, c)
        );
        expect
          .soft(
            !!box && !!cbs && contains(cbs, box),
            `[apply] ${locale}: ${asset.id} inside CBS "${asset.cbs}" of zone "${asset.zone}"`
          )
          .toBe(true);
      }
      await expect
        .soft(page.getByTestId("palito-footer"))
        .toContainText(String(sample.length));
      expect
        .soft(
          await flowStyled(page),
          `[apply] ${locale}: Palito's stylesheet applies`
        )
        .toBe(REACT_FLOW_STYLED);
    });

    await test.step("390 px: the drawn demo fits", async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => overflow(page), {
          message: `[390 px] ${locale}: once drawn`,
        })
        .toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("the legend and the sample downloads", async () => {
      const legend = page.getByTestId("demo-status-legend");
      for (const word of text.legend)
        await expect.soft(legend, `[legend] ${locale}`).toContainText(word);
      const links = page.getByTestId("demo-dropzone").locator("a[download]");
      await expect.soft(links).toHaveCount(2);
      for (const href of await links.evaluateAll((as) =>
        as.map((a) => a.getAttribute("href")!)
      )) {
        const response = await request.get(href);
        expect.soft(response.status(), `[samples] ${href}`).toBe(200);
        const ids = (await response.text())
          .trim()
          .split(/\r?\n/)
          .slice(1)
          .map((line) => line.split(",")[0]);
        expect
          .soft(ids.sort(), `[samples] ${href} is the sample the demo preloads`)
          .toEqual(sample.map((a) => a.id).sort());
      }
    });

    await test.step("the context menu’s status item", async () => {
      const node = page.locator(
        `.react-flow__node[data-node-id="${sample[0].id}"]`
      );
      await node.click({ button: "right" });
      const menu = page.getByTestId("palito-context-menu");
      await expect(menu).toBeVisible();
      await menu.locator('[data-menu-item="set-status"]').click();
      await expect
        .soft(
          page.locator('[data-menu-item="status-error"]'),
          `[menu] ${locale}`
        )
        .toHaveText(new RegExp(text.statusError));
      await page.locator('[data-menu-item="status-error"]').click();
      await expect(menu).toBeHidden();
      await expect
        .soft(node.locator("[data-status]").first())
        .toHaveAttribute("data-status", "error");
    });

    await test.step("the toolbar and its find box, by name", async () => {
      await expect
        .soft(page.getByRole("group", { name: text.tools }), `[tools] ${locale}`)
        .toBeVisible();
      await expect
        .soft(page.getByRole("combobox", { name: text.find }), `[find] ${locale}`)
        .toBeVisible();
    });

    await test.step("trace and impact: the prompt and the summaries", async () => {
      const menu = async (id: string, item: string) => {
        await page.locator(`.react-flow__node[data-node-id="${id}"]`).click({ button: "right" });
        await page.getByTestId("palito-context-menu").locator(`[data-menu-item="${item}"]`).click();
      };
      const clear = async () => {
        await page.getByTestId("palito-highlight-clear").click();
        await expect(page.getByTestId("palito-highlight-list")).toBeHidden();
      };
      await menu("A005", "trace-to");
      await expect
        .soft(page.getByTestId("palito-trace-prompt"), `[trace] ${locale}: the prompt`)
        .toContainText(text.trace.prompt);
      await page.locator('.react-flow__node[data-node-id="A011"]').click();
      await expect
        .soft(page.getByTestId("palito-trace-summary"), `[trace] ${locale}: the summary`)
        .toContainText(text.trace.summary);
      await clear();
      await menu("A002", "impact");
      await expect
        .soft(page.getByTestId("palito-impact-summary"), `[impact] ${locale}: the summary`)
        .toContainText(text.trace.cut);
      await clear();
    });

    await test.step("contrast in light and in dark mode", async () => {
      await expectDemoTextContrast(page, `light (${locale})`, sample.length);
      await page.evaluate(() => window.scrollTo(0, 0));
      await toggleMode(page, "dark");
      await expectDemoTextContrast(page, `dark (${locale})`, sample.length);
      await page.evaluate(() => window.scrollTo(0, 0));
      await toggleMode(page, "light");
      await page.locator("#demo").scrollIntoViewIfNeeded();
    });

    await test.step("the print page’s texts", async () => {
      await page.getByTestId("demo-print").click();
      const printed = page.frameLocator(PRINT_FRAME);
      await expect
        .soft(printed.locator("header"), `[print] ${locale}`)
        .toContainText(text.print.view);
      await expect
        .soft(printed.locator("footer"), `[print] ${locale}`)
        .toContainText(text.print.legend);
      await expect
        .soft(printed.locator("footer"), `[print] ${locale}`)
        .toContainText(text.print.status);
    });

    await test.step("the exported files: the view’s name, the PNG’s language", async () => {
      const svg = await download(page, "svg");
      expect
        .soft(
          /<title>([^<]*)<\/title>/.exec(svg.bytes.toString("utf8"))?.[1],
          `[export] ${locale}: the SVG's title`
        )
        .toMatch(new RegExp(` · ${text.allView}$`));
      const png = await download(page, "png");
      // The Title text chunk (iTXt: keyword, flags, language, translated keyword, UTF-8 text).
      const itxt = png.bytes.indexOf("iTXt", 0, "latin1");
      expect(
        itxt,
        `[export] ${locale}: the PNG has a text chunk`
      ).toBeGreaterThan(0);
      const chunk = png.bytes
        .subarray(itxt + 4, itxt + 4 + png.bytes.readUInt32BE(itxt - 4))
        .toString("utf8");
      expect
        .soft(chunk, `[export] ${locale}: the PNG's Title and language`)
        .toMatch(new RegExp(`^Title\0.*\0${locale}\0\0.+ · ${text.allView}$`));
      const graphml = await download(page, "graphml");
      expect
        .soft(
          parseGraphml(Graph, graphml.bytes.toString("utf8")).getAttribute(
            "view"
          ),
          `[export] ${locale}: the GraphML view`
        )
        .toBe(text.allView);
      const drawioAll = await download(page, "drawio");
      expect
        .soft(
          /<diagram [^>]*name="([^"]*)"/.exec(
            drawioAll.bytes.toString("utf8")
          )?.[1],
          `[export] ${locale}: the draw.io page of All View`
        )
        .toBe(text.allView);
      await page.getByTestId("palito-view-zone").click();
      await expect(page.getByTestId("palito-view-zone")).toHaveAttribute(
        "aria-pressed",
        "true"
      );
      // The button shows the view asked for at once; the export waits for its layout, one zone box.
      await expect(page.locator(".react-flow__node[data-zone-id]")).toHaveCount(1);
      const drawio = await download(page, "drawio");
      expect
        .soft(
          /<diagram [^>]*name="([^"]*)"/.exec(
            drawio.bytes.toString("utf8")
          )?.[1],
          `[export] ${locale}: the draw.io page of Zone View`
        )
        .toMatch(new RegExp(`^${text.zoneView}`));
      await page.getByTestId("palito-view-all").click();
      await expect(page.getByTestId("palito-view-all")).toHaveAttribute(
        "aria-pressed",
        "true"
      );
    });

    await test.step("bad files: each its message, the previous diagram kept", async () => {
      const cases: {
        file: Pickable;
        message: string | RegExp;
        inPreview?: boolean;
      }[] = [
        {
          file: fixture("empty.csv"),
          message: text.files.empty,
          inPreview: true,
        },
        { file: fixture("missing-columns.csv"), message: text.files.missing },
        {
          file: fixture("not-a-table.png"),
          message: text.files.notTable,
          inPreview: true,
        },
        { file: fixture("duplicates.csv"), message: text.files.duplicate },
        {
          file: {
            name: "garbage.xlsx",
            mimeType: "application/octet-stream",
            buffer: Buffer.from("PK\u0003\u0004 not really a zip"),
          },
          message: text.files.notWorkbook,
          inPreview: true,
        },
      ];
      for (const { file, message, inPreview } of cases) {
        const name = typeof file === "string" ? path.basename(file) : file.name;
        await pick(page, file);
        // Apply reads the file the preview shows: wait for this file's.
        if (inPreview) await expect(preview).toContainText(message);
        else await expect(preview.locator("caption")).toContainText(name);
        await apply.click();
        await expect
          .soft(shown, `[files] ${locale}: ${name}`)
          .toContainText(message);
        await expect
          .soft(shown, `[files] ${locale}: ${name}, the previous diagram kept`)
          .toContainText(text.files.kept);
        await expect(apply).toBeEnabled();
      }
      await pick(page, {
        name: "huge.csv",
        mimeType: "text/csv",
        buffer: Buffer.alloc(21 * 1024 * 1024, "a"),
      });
      await expect
        .soft(notice, `[files] ${locale}: too large`)
        .toHaveText(text.files.tooLarge);
      await pick(page, fixture("warnings.csv"));
      await expect(preview.locator("caption")).toContainText("warnings.csv");
      await applyLayout(page, 4);
      await expect
        .soft(
          page.getByTestId("palito-warnings"),
          `[files] ${locale}: warnings`
        )
        .toContainText(text.files.warnings);
    });

    await test.step("Korean headers, EUC-KR and UTF-16 files are read in this locale too", async () => {
      await pick(page, fixture("korean-headers.csv"));
      await expect(preview.locator("caption")).toContainText(
        "korean-headers.csv"
      );
      await applyLayout(page, 4);
      await expect
        .poll(async () =>
          (await readDrawing(page)).assets.map((a) => a.id).sort()
        )
        .toEqual(["K001", "K002", "K003", "K004"]);
      // The Korean sample as Korean Excel saves it: "CSV" (EUC-KR), then "Unicode text" (UTF-16, tabs).
      const korean = sampleAssets("ko");
      for (const file of [
        "assets-sample.euc-kr.csv",
        "assets-sample.utf-16.txt",
      ]) {
        await pick(page, fixture(file));
        await expect(preview.locator("caption")).toContainText(file);
        await expect(preview.locator("thead")).toContainText("자산명");
        await applyLayout(page, korean.length);
        const drawing = await readDrawing(page);
        expect
          .soft(
            drawing.zones.map((z) => z.name).sort(),
            `[files] ${locale}: ${file}, the zones' names`
          )
          .toEqual([...new Set(korean.map((a) => a.zone))].sort());
        expect
          .soft(
            drawing.zones
              .concat(drawing.cbs)
              .some((box) => box.name.includes("\uFFFD")),
            `[files] ${locale}: ${file}, no replacement character`
          )
          .toBe(false);
      }
    });

    await test.step("hostile inventories: a zip bomb, a dense mesh", async () => {
      await pick(page, {
        name: "inventory.xlsx",
        mimeType: "application/octet-stream",
        buffer: smallBomb,
      });
      await expect
        .soft(preview, `[hostile] ${locale}: the bomb in the preview`)
        .toContainText(text.hostile.bomb("[\\d,]+"));
      await apply.click();
      await expect
        .soft(shown, `[hostile] ${locale}: the bomb`)
        .toContainText(text.hostile.bomb("[\\d,]+"));
      await expect
        .soft(shown, `[hostile] ${locale}: the bomb, the previous diagram kept`)
        .toContainText(text.files.kept);
      await pick(page, {
        name: "mesh.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(denseCsv(12)),
      });
      await expect(preview).toContainText("S001");
      await applyLayout(page, 12);
      await expect
        .soft(
          page.getByTestId("palito-warnings"),
          `[hostile] ${locale}: the dense mesh`
        )
        .toContainText(text.hostile.dense("12", "66"));
    });

    await test.step("hostile project files: their messages; a damaged one", async () => {
      const file = await sampleProjectFile(page);
      expect
        .soft(file.view, `[export] ${locale}: the project file's view`)
        .toMatchObject({ kind: "all", name: text.allView });
      await pickProject(
        page,
        "versions.palito.json",
        JSON.stringify({
          ...file,
          versions: versionsOf(file.project.id, 1_001),
        })
      );
      await expect
        .soft(notice, `[project] ${locale}: too many versions`)
        .toContainText(text.hostile.versions("1,001"));
      const deep = JSON.stringify(file).replace(
        "{",
        `{"x":${"[".repeat(40)}${"]".repeat(40)},`
      );
      await pickProject(page, "deep.palito.json", deep);
      await expect
        .soft(notice, `[project] ${locale}: nested too deep`)
        .toContainText(text.hostile.deep);
      const missing = structuredClone(file);
      missing.project.zones[0].cbsIds.push("cbs:nowhere");
      await pickProject(page, "missing.palito.json", JSON.stringify(missing));
      await expect
        .soft(notice, `[project] ${locale}: a missing CBS group`)
        .toContainText(text.hostile.missingCbs);
      const whole = JSON.stringify(file);
      await pickProject(
        page,
        "broken.palito.json",
        whole.slice(0, Math.floor(whole.length / 2))
      );
      await expect
        .soft(notice, `[project] ${locale}: damaged`)
        .toContainText(text.project.damaged);
      await expect
        .soft(
          page.getByTestId("palito-problems"),
          `[project] ${locale}: damaged`
        )
        .toContainText(text.project.damaged);

      await pickProject(
        page,
        "many.palito.json",
        JSON.stringify({
          ...file,
          versions: versionsOf("project:many", 40),
          project: { ...file.project, id: "project:many" },
        })
      );
      await expect
        .soft(page.getByTestId("demo-status"), `[project] ${locale}: opened`)
        .toHaveText(`${text.project.opened}many.palito.json`);
      const versions = page.getByTestId("palito-versions");
      await expect.soft(versions.locator("li")).toHaveCount(20);
      await expect
        .soft(
          versions.getByTestId("palito-version-pages"),
          `[project] ${locale}: the list's first page`
        )
        .toContainText(text.hostile.range("40"));
    });

    expect(errors).toEqual([]);
  });
}

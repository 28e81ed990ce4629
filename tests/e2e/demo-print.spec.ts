import { expect, test } from "@playwright/test";
import { LOCALES, watchErrors } from "./support/site";
import { DEMO_TEXT, applyLayout, openDemo, sampleAssets } from "./support/demo";

// The demo's "Print / PDF": the page Palito hands to the print dialog (in a frame of its own) is
// printed to PDF by Chromium, as "Save as PDF" would: one landscape sheet of the paper chosen,
// headed with the project and the view, with the legend, in the page's language. In each locale:
// the English header and legend are longer, and must fit the sheet too.

const PRINT_FRAME = "#palito-print-frame";
// Landscape sheets in PDF points (1/72 inch).
const SHEETS = { A4: [841.89, 595.28], A3: [1190.55, 841.89] } as const;

/** The pages of a PDF and their sizes, from its page objects' MediaBox (Chromium writes them uncompressed). */
function pdfPages(pdf: Buffer): number[][] {
  const text = pdf.toString("latin1");
  const pages =
    text.match(
      /\/Type\s*\/Page\b[^]*?\/MediaBox\s*\[([^\]]*)\]|\/MediaBox\s*\[([^\]]*)\][^]*?\/Type\s*\/Page\b/g
    ) ?? [];
  return pages.map((object) => {
    const box = /\/MediaBox\s*\[([^\]]*)\]/
      .exec(object)![1]
      .trim()
      .split(/\s+/)
      .map(Number);
    return [box[2] - box[0], box[3] - box[1]];
  });
}

for (const { locale, prefix } of LOCALES) {
  test(`demo (${locale}): Print / PDF prints the diagram on one landscape sheet of the paper chosen`, async ({
    page,
    browser,
  }) => {
    const errors = watchErrors(page);
    await openDemo(page, prefix);
    await applyLayout(page, sampleAssets(locale).length);

    for (const paper of ["A3", "A4"] as const) {
      await page.getByTestId("demo-print-paper").selectOption(paper);
      await page.getByTestId("demo-print").click();
      const frame = page.locator(PRINT_FRAME);
      await expect(frame).toHaveAttribute(
        "srcdoc",
        new RegExp(`data-paper="${paper}"`)
      );
      // Out of sight and out of the accessibility tree.
      await expect(frame).toHaveAttribute("aria-hidden", "true");
      const html = (await frame.getAttribute("srcdoc"))!;

      // What the frame shows, as the print dialog lays it out.
      const printed = page.frameLocator(PRINT_FRAME);
      await expect(printed.locator("header p").first()).toBeAttached();
      await expect(printed.locator("header")).toContainText(
        DEMO_TEXT[locale].print.view
      );
      await expect(printed.locator("footer")).toContainText(
        DEMO_TEXT[locale].print.legend
      );
      await expect(printed.locator("footer")).toContainText(
        DEMO_TEXT[locale].print.status
      );
      await expect(printed.locator(".diagram > svg g.asset")).toHaveCount(
        sampleAssets(locale).length
      );

      // Printed to PDF by Chromium with the page's own @page size, as the dialog's Save as PDF.
      const sheet = await browser.newPage();
      await sheet.setContent(html);
      const pdf = await sheet.pdf({
        preferCSSPageSize: true,
        printBackground: true,
      });
      await sheet.close();
      const pages = pdfPages(pdf);
      expect(pages).toHaveLength(1);
      const [width, height] = pages[0];
      expect(Math.abs(width - SHEETS[paper][0])).toBeLessThan(2);
      expect(Math.abs(height - SHEETS[paper][1])).toBeLessThan(2);
    }
    expect(errors).toEqual([]);
  });
}

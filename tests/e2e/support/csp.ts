import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

/** Whether the tests run against nginx with deploy/nginx.conf (E2E_SERVER=nginx), headers and all. */
export const SERVED_BY_NGINX = process.env.E2E_SERVER === 'nginx';

export const NGINX_CONF = path.resolve(__dirname, '../../../deploy/nginx.conf');

/** The value of an `add_header <name> "…"` line of deploy/nginx.conf, as nginx sends it. */
export function nginxHeader(name: string): string {
  const match = new RegExp(`^\\s*add_header\\s+${name}\\s+"([^"]*)"`, 'mi').exec(fs.readFileSync(NGINX_CONF, 'utf8'));
  if (!match) throw new Error(`no add_header ${name} in ${NGINX_CONF}`);
  return match[1];
}

// What Chromium logs when a policy blocks something (in the page or in a worker), and what an
// eval blocked by script-src throws.
const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|connect|apply|create|evaluate|frame)/i;

/**
 * Records what the Content-Security-Policy blocks on a page: `securitypolicyviolation` events of
 * every document it opens (listened for before any of the page's scripts run), and console
 * messages and uncaught errors about the policy, from the page and from its workers, which get a
 * policy of their own from their script's response. `read()` returns all seen so far; call it
 * before leaving a document, whose own events go with it.
 */
export async function watchCsp(page: Page) {
  const messages: string[] = [];
  const onMessage = (where: string) => (text: string) => {
    if (CSP_MESSAGE.test(text)) messages.push(`${where}: ${text}`);
  };
  page.on('console', (msg) => onMessage('console')(msg.text()));
  page.on('pageerror', (error) => onMessage('uncaught')(String(error)));
  page.on('worker', (worker) => worker.on('console', (msg) => onMessage(`worker ${worker.url()}`)(msg.text())));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  const events: string[] = [];
  return {
    async read(): Promise<string[]> {
      // Taken out of the page as read, so a document read twice reports each event once.
      const fresh = await page.evaluate(() => (window as unknown as {__cspViolations?: string[]}).__cspViolations?.splice(0) ?? []);
      events.push(...fresh.map((event) => `${page.url()}: ${event}`));
      return [...events, ...messages];
    },
  };
}

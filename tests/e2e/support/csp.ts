import fs from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {buildFileOf} from './build-files';
import {BUILD_DIR, openHydrated} from './site';

/** Whether the tests run against nginx with deploy/nginx.conf (E2E_SERVER=nginx), headers and all. */
export const SERVED_BY_NGINX = process.env.E2E_SERVER === 'nginx';

export const NGINX_CONF = path.resolve(__dirname, '../../../deploy/nginx.conf');

/** The value of an `add_header <name> "…"` line of deploy/nginx.conf, as written (variables unexpanded). */
export function nginxHeader(name: string): string {
  const match = new RegExp(`^\\s*add_header\\s+${name}\\s+"([^"]*)"`, 'mi').exec(fs.readFileSync(NGINX_CONF, 'utf8'));
  if (!match) throw new Error(`no add_header ${name} in ${NGINX_CONF}`);
  return match[1];
}

/** A `map $source $target { … }` block of deploy/nginx.conf. */
interface NginxMap {
  source: string;
  exact: Map<string, string>;
  patterns: Array<[RegExp, string]>;
  fallback: string;
}

/** A map entry's key or value: a quoted string (quotes removed) or a word. */
const unquote = (token: string) => (token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token);

/** The conf's map blocks, by the variable each sets. */
function nginxMaps(): Map<string, NginxMap> {
  const conf = fs.readFileSync(NGINX_CONF, 'utf8');
  const maps = new Map<string, NginxMap>();
  for (const [, source, target, body] of conf.matchAll(/^map\s+\$(\w+)\s+\$(\w+)\s*\{([^}]*)\}/gm)) {
    const map: NginxMap = {source, exact: new Map(), patterns: [], fallback: ''};
    for (const line of body.split('\n')) {
      const entry = /^\s*("(?:[^"\\]|\\.)*"|[^\s#"]+)\s+("(?:[^"\\]|\\.)*"|[^\s;"]+)\s*;/.exec(line);
      if (!entry) continue;
      const [key, value] = [unquote(entry[1]), unquote(entry[2])];
      if (key === 'default') map.fallback = value;
      else if (key.startsWith('~*')) map.patterns.push([new RegExp(key.slice(2), 'i'), value]);
      else if (key.startsWith('~')) map.patterns.push([new RegExp(key.slice(1)), value]);
      else map.exact.set(key.toLowerCase(), value);
    }
    maps.set(target, map);
  }
  return maps;
}

/**
 * A variable as nginx gives it for a request whose $uri is `uri`: nginx's own for $uri, and for a
 * map's, its exact strings first (ignoring case, as nginx does), then its patterns in order, then
 * its default.
 */
function nginxVariable(name: string, uri: string, maps: Map<string, NginxMap>): string {
  if (name === 'uri') return uri;
  const map = maps.get(name);
  if (!map) throw new Error(`$${name} is neither $uri nor set by a map in ${NGINX_CONF}`);
  const value = nginxVariable(map.source, uri, maps);
  return map.exact.get(value.toLowerCase()) ?? map.patterns.find(([pattern]) => pattern.test(value))?.[1] ?? map.fallback;
}

/**
 * The Content-Security-Policy deploy/nginx.conf sends with the file whose $uri is `uri` (the path
 * of the file served, under the build: `/docs/intro/installation/index.html`, `/404.html`).
 */
export function policyFor(uri: string): string {
  const maps = nginxMaps();
  return nginxHeader('Content-Security-Policy').replace(/\$(\w+)/g, (_, name: string) => nginxVariable(name, uri, maps));
}

/**
 * The kind of page deploy/nginx.conf's $palito_page gives the file whose $uri is `uri`: `live`,
 * `strict` (a docs page declared without a live example), `landing` or `api-key`.
 */
export function pageKindFor(uri: string): string {
  return nginxVariable('palito_page', uri, nginxMaps());
}

/** A policy's directives: each one's sources, by its name. */
export function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
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
  const listener = await page.addInitScript(() => {
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
    /** Stops listening in documents the page opens from now on (a page that goes on to other tests). */
    dispose: () => listener.dispose(),
  };
}

/** The $uri nginx has for a site path: the file it serves (clean URLs), or the locale's 404 page. */
export function servedUri(sitePath: string, prefix: string): string {
  const file = buildFileOf(new URL(sitePath, 'http://site').pathname);
  return file ? `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}` : `${prefix}/404.html`;
}

/** Opens a page; through nginx, its response must carry the policy deploy/nginx.conf has for its file. */
export async function openWithPolicy(page: Page, url: string, prefix: string) {
  const response = await openHydrated(page, url);
  if (SERVED_BY_NGINX) expect(response?.headers()['content-security-policy'], url).toBe(policyFor(servedUri(url, prefix)));
  return response;
}

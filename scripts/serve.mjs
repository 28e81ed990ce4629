#!/usr/bin/env node
/**
 * Serves the production build (both locales) the way a static host should:
 * - clean URLs: /docs/intro.html and /docs/intro/index.html redirect to the page;
 * - an unknown path under /en/ answers 404 with the English not-found page,
 *   anything else unknown with the Korean one (a stock `docusaurus serve` always
 *   uses the default locale's 404.html).
 *
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host localhost]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import {serveOptions} from './serve-options.mjs';

const values = serveOptions();

const root = path.resolve(values.dir);
// Locale prefixes other than the default one, read from the build itself.
const localePrefixes = fs
  .readdirSync(root, {withFileTypes: true})
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, e.name, '404.html')))
  .map((e) => e.name);

function fileExists(relPath) {
  const p = path.join(root, relPath);
  if (!p.startsWith(root)) return false;
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Would serve-handler (cleanUrls) find something for this path? */
function resolves(urlPath) {
  const clean = urlPath.replace(/\/+$/, '');
  return (
    fileExists(urlPath) ||
    fileExists(`${clean}.html`) ||
    fileExists(`${clean}/index.html`)
  );
}

function localeOf(urlPath) {
  const first = urlPath.split('/')[1];
  return localePrefixes.includes(first) ? first : null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let urlPath;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    urlPath = url.pathname;
  }
  // Normalise /page.html and /page/index.html to the page's own URL, as the
  // client router does, so both forms keep working as links.
  const normalised = urlPath.replace(/\/index\.html$/, '/').replace(/(.)\.html$/, '$1');
  if (normalised !== urlPath && resolves(normalised)) {
    res.writeHead(301, {Location: normalised + url.search});
    res.end();
    return;
  }
  const locale = localeOf(urlPath);
  if (locale && !resolves(urlPath)) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    fs.createReadStream(path.join(root, locale, '404.html')).pipe(res);
    return;
  }
  serveHandler(req, res, {public: root, cleanUrls: true, directoryListing: false});
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/ (Korean) and http://${values.host}:${values.port}/en/ (English)`);
});

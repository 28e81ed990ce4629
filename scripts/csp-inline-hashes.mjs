#!/usr/bin/env node
/**
 * The Content-Security-Policy hashes a build needs: the sha256 of every distinct inline script of
 * every HTML page (colour-mode init, React's streaming helpers, the /docs redirect, Docusaurus's
 * base-URL banner). deploy/nginx.conf allows inline scripts by these hashes, not 'unsafe-inline'.
 * Data blocks (`type="application/ld+json"`) are not run, so they need none.
 *
 * Usage: node scripts/csp-inline-hashes.mjs [--dir build] [--json] [--check deploy/nginx.conf]
 *   prints one `'sha256-…'` per line (with --json: the hashes with the pages of each, the inline
 *   event handlers found, and the hashes missing from the file given to --check); with --check,
 *   exits 1 when the file's CSP lacks a hash or the build has an inline event handler.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DomUtils, parseDocument} from 'htmlparser2';

/** Script types a browser runs (https://html.spec.whatwg.org/#javascript-mime-type), and `module`. */
const RUNNABLE = /^(|module|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/i;

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file);
    else if (entry.name.endsWith('.html')) yield file;
  }
}

/**
 * Reads a build: `hashes` maps each inline script's CSP source (`'sha256-…'`) to the pages that
 * carry it; `handlers` lists inline event handler attributes and `javascript:` URLs, which a hash
 * in script-src does not allow (they would need 'unsafe-hashes').
 */
export function inlineScripts(buildDir) {
  const hashes = new Map();
  const handlers = [];
  for (const file of htmlFiles(buildDir)) {
    const page = path.relative(buildDir, file);
    const doc = parseDocument(fs.readFileSync(file, 'utf8'));
    for (const el of DomUtils.findAll(() => true, doc.children)) {
      for (const [name, value] of Object.entries(el.attribs)) {
        if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) handlers.push(`${page}: <${el.name} ${name}="${value}">`);
      }
      if (el.name !== 'script' || 'src' in el.attribs || !RUNNABLE.test((el.attribs.type ?? '').trim())) continue;
      // The browser hashes the script's text as written (script content is raw text, no entities).
      const source = `'sha256-${crypto.createHash('sha256').update(DomUtils.textContent(el), 'utf8').digest('base64')}'`;
      if (!hashes.has(source)) hashes.set(source, []);
      hashes.get(source).push(page);
    }
  }
  return {hashes, handlers};
}

/** The hash sources listed in the script-src of the Content-Security-Policy set in an nginx file. */
export function cspScriptHashes(nginxConf) {
  const csp = /add_header\s+Content-Security-Policy\s+"([^"]*)"/.exec(nginxConf)?.[1];
  if (!csp) throw new Error('no add_header Content-Security-Policy "…" in the file');
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  return new Set(scriptSrc?.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, json: {type: 'boolean', default: false}, check: {type: 'string'}},
  });
  const {hashes, handlers} = inlineScripts(path.resolve(values.dir));
  const listed = values.check ? cspScriptHashes(fs.readFileSync(values.check, 'utf8')) : null;
  const missing = listed ? [...hashes.keys()].filter((source) => !listed.has(source)) : [];
  if (values.json) {
    console.log(JSON.stringify({hashes: Object.fromEntries(hashes), handlers, missing}, null, 2));
  } else {
    for (const [source, pages] of hashes) console.log(`${source}  # ${pages.length} page(s), e.g. ${pages[0]}`);
    for (const handler of handlers) console.error(`inline handler (not allowed by hashes): ${handler}`);
    if (missing.length) console.error(`${values.check}: script-src lacks ${missing.join(' ')}`);
  }
  if (missing.length || (listed && handlers.length)) process.exit(1);
}

import fs from 'node:fs';

/** Debian's Chromium; override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No background traffic: this machine has no network beyond loopback, and the
// site must not need any.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumIsInstalled(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

// The shared inventory samples (39 assets, 4 zones, 11 CBS), from the first place that has them:
// a copy under tests/fixtures, the site's static/samples, or the shared folder beside the repo.

import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

export type SampleName = 'assets-sample.csv' | 'assets-sample.ko.csv';

export function samplePath(name: SampleName): string {
  const candidates = [
    path.join(ROOT, 'tests/fixtures', name),
    path.join(ROOT, 'static/samples', name),
    path.resolve(__dirname, '../../../../../shared/data', name),
  ];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`sample ${name} not found in:\n${candidates.join('\n')}`);
  return found;
}

export function sampleText(name: SampleName): string {
  return fs.readFileSync(samplePath(name), 'utf8');
}

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(ROOT, 'tests/fixtures', name)));
}

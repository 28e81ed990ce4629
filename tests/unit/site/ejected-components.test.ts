// The theme files the site copied (src/theme's ejected components, the markup lines-html.ts
// reproduces), wraps while relying on what they draw (DocItem/Content) or stands in for (the client modules prism-on-demand and nprogress-on-demand
// replace): each installed file must still be the one its copy was made from, by the sha256
// recorded in src/plugins/docusaurus-couplings/registry.ts. A failure names the component, the
// theme file, the command that re-ejects it and the local files to re-apply the site's change to.

import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {resolveSite} from '../../../src/plugins/docusaurus-couplings/check';
import {driftOf, recordedFiles} from '../../../src/plugins/docusaurus-couplings/drift';
import {COUPLINGS} from '../../../src/plugins/docusaurus-couplings/registry';

const ROOT = path.resolve(__dirname, '../../..');
const COPIES = COUPLINGS.filter((coupling) => recordedFiles(coupling).length > 0);

describe('theme files the site copied or stands in for', () => {
  it('are the ejected components and the replaced client modules', () => {
    expect(COPIES.map((coupling) => coupling.name)).toEqual(
      expect.arrayContaining(['Tabs', 'BlogListPage', 'BlogPostItem/Header/Info', 'CodeBlock', 'CodeBlock/Content', 'DocItem/Content', 'prism-on-demand', 'nprogress-on-demand']),
    );
  });

  for (const coupling of COPIES) {
    it(`${coupling.name}: the installed theme's files are the ones it was made from`, () => {
      const drift = driftOf(coupling, ROOT);
      expect(drift, drift.join('\n\n')).toEqual([]);
    });
  }

  for (const coupling of COUPLINGS) {
    if (coupling.kind !== 'ejected') continue;
    it(`${coupling.name}: its local files are there`, () => {
      for (const file of coupling.local) expect(() => resolveSite(coupling, ROOT, file)).not.toThrow();
    });
  }
});

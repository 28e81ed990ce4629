// A Docusaurus plugin that keeps Palito's stylesheet (`palito/style.css`, with React Flow's) out of
// the one stylesheet every page loads before it paints.
//
// Docusaurus puts every CSS file the site imports into one `styles.css`, lazy chunks included, so
// that code-split CSS cannot arrive in a different order from page to page. Palito's 50 kB (9 kB
// gzip), about a third of it, are only needed where a Palito is drawn: the landing demo and the
// docs' live examples, both loaded when the reader gets to them. This cache group gives that one
// file a CSS chunk of its own, loaded with the first chunk that imports it (before that chunk
// runs, so nothing is drawn unstyled). Its rules are scoped to Palito's and React Flow's own
// classes, so its place after the site's stylesheet changes nothing else.
//
// The group must win over Docusaurus's `styles` group, which would otherwise take the file: the
// build checks that group is still there, of the same type and a lower priority (the entry in
// ../docusaurus-couplings/registry.ts), and stops if not.

import type {Plugin} from '@docusaurus/types';
import {checkCacheGroup} from '../docusaurus-couplings/check';
import {PALITO_STYLES_ON_DEMAND} from '../docusaurus-couplings/registry';

/** Palito's stylesheet, as the site resolves `palito/style.css` (the workspace package's build). */
export const PALITO_STYLESHEET = /[\\/]palito[\\/]dist[\\/]style\.css$/;

export default function palitoStylesOnDemandPlugin(): Plugin {
  const {name, type, priority} = PALITO_STYLES_ON_DEMAND.group;
  return {
    name: 'palito-styles-on-demand',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      checkCacheGroup(PALITO_STYLES_ON_DEMAND, config);
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              [name]: {test: PALITO_STYLESHEET, type, chunks: 'async', enforce: true, priority},
            },
          },
        },
      };
    },
  };
}

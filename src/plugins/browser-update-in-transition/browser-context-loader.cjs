// Bundler loader for @docusaurus/core's lib/client/browserContext.js (see ./index.ts): the
// provider's one update, `isBrowser` turning true after hydration, is made in a transition, which
// React renders in slices. Fails the build if the code it replaces has changed.

const REPLACEMENTS = [
  ["import React, { useEffect, useState } from 'react';", "import React, { startTransition, useEffect, useState } from 'react';"],
  ['setIsBrowser(true);', 'startTransition(() => setIsBrowser(true));'],
];

module.exports = function browserUpdateInTransitionLoader(source) {
  let patched = source;
  for (const [from, to] of REPLACEMENTS) {
    if (patched.split(from).length !== 2) {
      throw new Error(`browser-update-in-transition: ${this.resourcePath} no longer has \`${from}\` exactly once; check the plugin against this Docusaurus version`);
    }
    patched = patched.replace(from, to);
  }
  return patched;
};

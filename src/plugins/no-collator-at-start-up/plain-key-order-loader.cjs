// Bundler loader for theme-common's lib/utils/reactUtils.js (see ./index.ts): its
// useShallowMemoObject orders an object's keys with String#localeCompare, whose first call on a
// page sets up the ICU collator. Keys only need an order that is the same on every render, so
// they are ordered by code point instead. Fails the build if the code it replaces has changed.

const COLLATED = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const PLAIN = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function plainKeyOrderLoader(source) {
  if (!source.includes(COLLATED)) {
    throw new Error(`no-collator-at-start-up: ${this.resourcePath} no longer has \`${COLLATED}\`; check the plugin against this Docusaurus version`);
  }
  return source.replace(COLLATED, PLAIN);
};

// The bundler loader of a LoaderPatch (./registry.ts): makes the patch's replacements in the
// installed file it is run on. Plain CommonJS, as the bundler requires loaders without compiling
// them; ./check.ts makes the same replacements on the installed file before the build starts.

const REGISTRY = 'src/plugins/docusaurus-couplings/registry.ts';

/** `source` with each `[from, to]` made, and a problem for each `from` not found exactly once. */
function applyReplacements(source, replacements) {
  let patched = source;
  const problems = [];
  for (const [from, to] of replacements) {
    const count = patched.split(from).length - 1;
    if (count !== 1) problems.push(`no longer has \`${from}\` exactly once (${count} times)`);
    else patched = patched.replace(from, () => to);
  }
  return {patched, problems};
}

/** Options: `{coupling, where, replacements}`, from the patch's registry entry. */
module.exports = function replaceLoader(source) {
  const {coupling, where, replacements} = this.getOptions();
  const {patched, problems} = applyReplacements(source, replacements);
  if (problems.length > 0) {
    throw new Error(`Docusaurus coupling "${coupling}" no longer holds: ${this.resourcePath} ${problems.join('; ')}.\n  Look at ${where} (what it changes and why: its entry in ${REGISTRY}).`);
  }
  return patched;
};
module.exports.applyReplacements = applyReplacements;
module.exports.REGISTRY = REGISTRY;

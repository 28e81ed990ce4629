// elkjs is ELK's Java compiled to JavaScript by GWT, with GWT's checked casts left on: every
// `(LNode) x` in ELK's Java is a call that tests x's type and throws ClassCastException if it is
// wrong. ELK's layered code makes millions of them; on a warm 1,000-asset layout the check was
// 14 % of ELK's time, and more while V8 still interprets ELK (README, "The editor at thousands of
// assets"). GWT's own production setting for this is to compile the casts away
// (`jre.checks.type=DISABLED`, formerly -XdisableCastChecking): a cast then returns its value.
// This does the same to the built bundle, for the copy the package vendors (vite.config.ts).
//
// A cast that would fail is a bug in ELK, and ELK's code does not rely on one: the layouts are the
// same to the byte with and without the checks (tests/unit/palito/elk-unchecked-casts.test.ts,
// on the bench's inventories and the engine's dense and huge cases). The other checks (indices,
// nulls, instanceof) are left as they are: they are cheap, and ELK's code does catch some of them.

/**
 * GWT's cast helpers (castTo, castToBoolean, castToDouble, castToString, castToJso, castToNull):
 * each checks its first argument with checkCriticalType and returns it, as in elkjs 0.11.1's
 * `function JD(a,b){SDb(a==null||ID(a,b));return a}`. GWT renames them in each build (0.12.1's
 * castTo is `function FD(a,b){zFb(a==null||ED(a,b));return a}`), so they are found by that shape:
 * the one function of that shape with a test is castToNull's `a==null` alone, and the others
 * test `a==null||…`. All six share one checker.
 */
const CAST_HELPER = /function ([A-Za-z0-9_$]+)\((a(?:,b)?)\)\{([A-Za-z0-9_$]+)\(a==null(?:\|\|[^;{}]*)?\);return a\}/g;
const CAST_HELPERS = 6;

/**
 * elk.bundled.js's source with GWT's cast checks compiled out: each helper returns its value.
 * Throws unless exactly the six helpers are there, all with the same checker: another elkjs build
 * must be looked at before it is changed.
 */
export function withoutCastChecks(source: string): string {
  const helpers = [...source.matchAll(CAST_HELPER)];
  const checkers = new Set(helpers.map((match) => match[3]));
  const names = new Set(helpers.map((match) => match[1]));
  if (helpers.length !== CAST_HELPERS || checkers.size !== 1 || names.size !== CAST_HELPERS) {
    throw new Error(
      `elkjs's bundle does not define GWT's ${CAST_HELPERS} cast helpers once each with one checker ` +
        `(found ${helpers.length}: ${helpers.map((match) => match[0]).join(' ')}): check withoutCastChecks against this elkjs version`,
    );
  }
  return source.replace(CAST_HELPER, (_helper, name: string, params: string) => `function ${name}(${params}){return a}`);
}

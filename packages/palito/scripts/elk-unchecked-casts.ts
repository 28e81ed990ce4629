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
 * GWT's cast helpers in elkjs 0.11.1's elk.bundled.js (castTo, castToBoolean, castToDouble,
 * castToString, castToJso, castToNull): each checks with `SDb` (checkCriticalType) and returns its
 * first argument.
 */
const CHECKED_CASTS = [
  'function JD(a,b){SDb(a==null||ID(a,b));return a}',
  'function LD(a){SDb(a==null||SD(a));return a}',
  'function MD(a){SDb(a==null||TD(a));return a}',
  'function OD(a){SDb(a==null||VD(a));return a}',
  'function ND(a){SDb(a==null||WD(a)&&!(a.Rm===rdb));return a}',
  'function ZD(a){SDb(a==null);return a}',
];

/** The same function, returning its value unchecked. */
function unchecked(cast: string): string {
  const head = cast.slice(0, cast.indexOf('{'));
  return `${head}{return a}`;
}

/**
 * elk.bundled.js's source with GWT's cast checks compiled out. Throws if any of the helpers is
 * not there exactly once: another elkjs build must be looked at before it is changed.
 */
export function withoutCastChecks(source: string): string {
  let result = source;
  for (const cast of CHECKED_CASTS) {
    const at = result.indexOf(cast);
    if (at < 0 || result.indexOf(cast, at + 1) >= 0) {
      throw new Error(`elkjs's bundle does not define the cast helper \`${cast}\` exactly once: check withoutCastChecks against this elkjs version`);
    }
    result = result.slice(0, at) + unchecked(cast) + result.slice(at + cast.length);
  }
  return result;
}

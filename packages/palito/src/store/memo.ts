// Selectors hand React the same object while their inputs are unchanged (useSyncExternalStore
// needs that). The memo is kept per store (`state.scope`), so two <Palito> on one page never
// evict each other's results.

export function memoizePerScope<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (scope: object, ...args: Args) => Result {
  const memos = new WeakMap<object, {args: Args; result: Result}>();
  return (scope, ...args) => {
    const last = memos.get(scope);
    if (last && last.args.length === args.length && last.args.every((arg, i) => Object.is(arg, args[i]))) {
      return last.result;
    }
    const result = fn(...args);
    memos.set(scope, {args, result});
    return result;
  };
}

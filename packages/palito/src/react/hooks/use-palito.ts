import type {PalitoApi} from '../../api';
import {usePalitoInstance} from './instance-context';

/**
 * The functions that read and change the diagram of the surrounding `<Palito>` (or of the
 * `<Palito>` inside the surrounding `<PalitoProvider>`).
 *
 * Call it in a component rendered inside `<Palito>` (as one of its children) or anywhere under a
 * `<PalitoProvider>`. It does not re-render its caller when the diagram changes: call the getters
 * in event handlers and effects, where they return the current values. To show a value that stays
 * current, select it with `usePalitoStore(selector)`, which re-renders when it changes. The object
 * and its functions keep their identity for the life of the editor.
 *
 * @example
 * function ExportButton() {
 *   const {getAllNodes} = usePalito();
 *   return <button onClick={() => console.table(getAllNodes())}>Log assets</button>;
 * }
 *
 * @throws when called outside `<Palito>` and `<PalitoProvider>`.
 */
export function usePalito(): PalitoApi {
  return usePalitoInstance('usePalito()').api;
}

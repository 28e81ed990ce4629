// The props an asset node component receives: the default <Node>, and any custom one given
// through <Palito nodeTypes>. A subset of React Flow's NodeProps, so xyflow examples carry over.

import type {Node as NodeModel} from '../../model';
import type {Locale} from '../../i18n';

export interface NodeProps {
  /** The asset id (also `data.node.id`). */
  id?: string;
  data: {
    /** The asset, with the editor's changes applied (status, optional properties). */
    node: NodeModel;
    /** The UI language; inside <Palito> it follows its `locale`. */
    locale?: Locale;
  };
  /** Whether the asset is selected. */
  selected?: boolean;
  /** Whether the asset is being dragged. */
  dragging?: boolean;
}

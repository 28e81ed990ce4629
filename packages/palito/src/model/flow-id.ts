// The ids React Flow gets for zones, CBS groups, assets, stubs and edges. React Flow writes them
// into the page (`data-id`), and Palito adds them as data attributes, so they must be text XML
// allows; yet two ids that differ only by a control character are two assets. So the id is
// escaped, reversibly: a backslash becomes `\\`, a forbidden character `\uXXXX`. Every ordinary
// id (no backslash, no control character) is its own flow id, as before.
//
// Zone, CBS and asset ids never clash (engine/convert/separate-ids.ts), and this escaping keeps
// distinct ids distinct, so no two drawn things share a flow id. The store speaks model ids;
// only the canvas converts, where React Flow reports or is given ids.

import {XML_FORBIDDEN_PATTERN} from './xml-chars';

const TO_ESCAPE = new RegExp(`\\\\|${XML_FORBIDDEN_PATTERN}`, 'g');
/** The same characters, to test for: most ids have none, and a test is cheaper than a replace (20,000 ids per layout). */
const NEEDS_ESCAPE = new RegExp(`\\\\|${XML_FORBIDDEN_PATTERN}`);
const ESCAPED = /\\(\\|u[0-9a-f]{4})/g;

/** The id React Flow (and the page) gets for a zone, CBS, asset, stub or edge id. */
export function flowIdOf(id: string): string {
  if (!NEEDS_ESCAPE.test(id)) return id;
  return id.replace(TO_ESCAPE, (c) => (c === '\\' ? '\\\\' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/** The model id back from a flow id (the inverse of flowIdOf). */
export function idOfFlowId(flowId: string): string {
  return flowId.replace(ESCAPED, (_, escape: string) => (escape === '\\' ? '\\' : String.fromCharCode(parseInt(escape.slice(1), 16))));
}

// What the draw.io export names an asset's fields and extra columns: attribute names on its
// `<object>`, which must be XML names that draw.io does not read itself.

import type {AssetField} from './diagram-fields';

/** The attribute each built-in field gets on an asset's `<object>` (`id` is draw.io's own: the cell id). */
export const DRAWIO_FIELD_NAMES: Readonly<Record<AssetField, string>> = {
  id: 'assetId',
  name: 'name',
  type: 'type',
  ip: 'ip',
  status: 'status',
  zone: 'zone',
  cbs: 'cbs',
};

/**
 * Attribute names draw.io reads itself on an `<object>` (the cell id, its label, its tooltip,
 * link and tags, placeholder substitution) or that name an mxCell's own fields.
 */
const DRAWIO_RESERVED = [
  'id', 'label', 'placeholders', 'tooltip', 'link', 'linkTarget', 'tags', 'as',
  'style', 'parent', 'value', 'vertex', 'edge', 'source', 'target', 'connectable', 'visible', 'collapsed',
];

/** XML 1.0 (fifth edition) name characters, without `:` (a namespace separator to XML readers). */
const NAME_START = 'A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040`;
const NOT_NAME_CHAR = new RegExp(`[^${NAME_CHAR}]`, 'gu');
const STARTS_NAME = new RegExp(`^[${NAME_START}]`, 'u');

/** How an extra column's name becomes an attribute's name (diagram-fields.ts's propertyNames). */
export const ATTRIBUTE_RULES = {
  reserved: new Set([...DRAWIO_RESERVED, ...Object.values(DRAWIO_FIELD_NAMES)].map((name) => name.toLowerCase())),
  clean: (name: string) => name.replace(NOT_NAME_CHAR, '_'),
  // XML keeps names starting with "xml" (any case) for itself.
  needsPrefix: (name: string) => !STARTS_NAME.test(name) || /^xml/i.test(name),
};

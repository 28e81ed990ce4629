// An asset's change in words, for the Changes view's tooltips, the change list, the files and the
// change report: what kind of
// change it is, each field as before → after, the CBS it came from.

import type {AssetChange} from './change-marks';
import {t, type Locale, type MessageKey} from '../i18n';
import {xmlSafe} from '../model';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

export const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'removed', 'changed', 'moved'];

/** The kinds of an asset's change, the one its mark is coloured by first (added, then moved, then changed). */
export function kindsOf(change: AssetChange): ChangeKind[] {
  const kinds: ChangeKind[] = [];
  if (change.added) kinds.push('added');
  if (change.movedFrom) kinds.push('moved');
  if (change.fields.length > 0) kinds.push('changed');
  return kinds;
}

const FIELD_KEYS: Record<string, MessageKey> = {
  name: 'field.name',
  type: 'field.type',
  ip: 'field.ip',
  status: 'field.status',
};

/** A field as the diff names it, in words: the four fields of every asset translated, a column by its header. */
export function fieldLabel(field: string, locale: Locale): string {
  return Object.hasOwn(FIELD_KEYS, field) ? t(locale, FIELD_KEYS[field]) : xmlSafe(field);
}

const valueText = (value: string, locale: Locale) => (value === '' ? t(locale, 'change.empty') : xmlSafe(value));

/** One line per thing that changed: added, where it moved from, each field as before → after. */
export function changeLines(change: AssetChange, locale: Locale): string[] {
  const lines: string[] = [];
  if (change.added) lines.push(t(locale, 'change.added'));
  if (change.movedFrom)
    lines.push(
      t(locale, 'change.movedFrom', {
        zone: xmlSafe(change.movedFrom.zoneName),
        cbs: xmlSafe(change.movedFrom.cbsName),
      }),
    );
  for (const {field, before, after} of change.fields) {
    lines.push(
      t(locale, 'change.field', {
        field: fieldLabel(field, locale),
        before: valueText(before, locale),
        after: valueText(after, locale),
      }),
    );
  }
  return lines;
}

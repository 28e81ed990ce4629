/**
 * The keyboard shortcuts as a docs table: the table Palito's own help dialog shows (the same
 * keymap and labels), so the page cannot drift from the product.
 */
import React from 'react';
import {ShortcutTable as PalitoShortcutTable} from 'palito';
import {useSiteLocale} from '../useSiteLocale';

export default function ShortcutTable(): React.ReactElement {
  return <PalitoShortcutTable locale={useSiteLocale()} mod="Ctrl (⌘)" testId="shortcut-table" />;
}

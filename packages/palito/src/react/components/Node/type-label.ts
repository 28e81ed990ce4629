import {xmlSafe} from '../../../model';
import {t, type Locale} from '../../../i18n';
import {iconTypeOf} from './icons';

/**
 * An asset type as readers see it: translated for the known types, as written in the file
 * otherwise (without the characters XML forbids: it is written into the page).
 */
export function typeLabelOf(type: string, locale: Locale): string {
  const known = iconTypeOf(type);
  return known === 'generic' ? xmlSafe(type) || t(locale, 'type.generic') : t(locale, `type.${known}`);
}

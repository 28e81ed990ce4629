import React from 'react';
import {t, type Locale} from '../../../i18n';
import {SHORTCUT_ROWS} from '../shortcuts/keymap';

export interface ShortcutTableProps {
  locale: Locale;
  /** How `Mod` is written: `Ctrl`, `⌘`, or both. */
  mod: string;
  className?: string;
  kbdClassName?: string;
  orClassName?: string;
  testId?: string;
}

/**
 * Every shortcut in a table: the keys as `<kbd>` (`Ctrl + Z / Ctrl + Y`) and what they do.
 * Shared by the help dialog and the docs' shortcut page, so both list the same keys.
 */
export function ShortcutTable({locale, mod, className, kbdClassName, orClassName, testId}: ShortcutTableProps): React.ReactElement {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t(locale, 'shortcuts.key')}</th>
          <th scope="col">{t(locale, 'shortcuts.action')}</th>
        </tr>
      </thead>
      <tbody>
        {SHORTCUT_ROWS.map((row) => (
          <tr key={row.label}>
            <td>
              {row.keys.map((combo, i) => (
                <React.Fragment key={combo.join('+')}>
                  {i > 0 && <span className={orClassName}> / </span>}
                  {combo.map((key, j) => (
                    <React.Fragment key={key}>
                      {j > 0 && <span aria-hidden="true">+</span>}
                      <kbd className={kbdClassName}>{key === 'Mod' ? mod : key}</kbd>
                    </React.Fragment>
                  ))}
                </React.Fragment>
              ))}
            </td>
            <td>{t(locale, row.label)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

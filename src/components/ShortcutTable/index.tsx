/**
 * The keyboard shortcuts as a docs table, built from the same list (keymap.ts) and labels
 * (src/palito/i18n) as Palito's own help dialog, so the page cannot drift from the product.
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {SHORTCUT_ROWS} from '../../palito/components/shortcuts/keymap';
import {t} from '../../palito/i18n';

export default function ShortcutTable(): React.ReactElement {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale === 'en' ? 'en' : 'ko';
  return (
    <table data-testid="shortcut-table">
      <thead>
        <tr>
          <th scope="col">
            <Translate id="shortcutTable.keys">키</Translate>
          </th>
          <th scope="col">
            <Translate id="shortcutTable.action">동작</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {SHORTCUT_ROWS.map((row) => (
          <tr key={row.label}>
            <td>
              {row.keys.map((combo, i) => (
                <React.Fragment key={combo.join('+')}>
                  {i > 0 && ' / '}
                  {combo.map((key, j) => (
                    <React.Fragment key={key}>
                      {j > 0 && ' + '}
                      <kbd>{key === 'Mod' ? 'Ctrl (⌘)' : key}</kbd>
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

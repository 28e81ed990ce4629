/**
 * A measured figure in a page's text, from src/data/figures.json, which the benches write:
 * `<Figure id="engine.total.1000" format="s" />` is 0.23초 on a Korean page, 0.23 s on an English one.
 * Registered in src/theme/MDXComponents.tsx, so pages use it without an import. An unknown id
 * throws while the page renders, which stops the build with the id and the page.
 */
import React from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {figureText, type FigureFormat} from '@site/src/utils/figures';

type Props = {
  /** The figure's key in src/data/figures.json. */
  id: string;
  /** How to show it: `s` gives milliseconds in seconds; `number` leaves the unit out (a table's header names it). */
  format?: FigureFormat;
  /** A second figure's key: the range from `id` to it, in one unit ("28–40ms"). */
  to?: string;
};

export default function Figure({id, format, to}: Props): React.ReactNode {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  return figureText(id, {locale: i18n.currentLocale, page: pathname, format, to});
}

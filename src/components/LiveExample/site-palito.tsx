/**
 * What the docs' live examples get in scope: Palito's real exports, with `<Palito>` set to the
 * site's language and colour mode unless the example says otherwise, and a hook that loads the
 * sample inventory in the page's language.
 */
import React, {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import {Palito as PalitoComponent} from 'palito';
import 'palito/style.css';
import {nextSampleUrl, sampleUrl} from '../LayoutDemo/inventory';
import {useSiteLocale} from '../useSiteLocale';

type PalitoProps = React.ComponentProps<typeof PalitoComponent>;

/** `<Palito>` as the docs show it: in the page's language and colour mode. */
export function Palito(props: PalitoProps): React.ReactElement {
  const locale = useSiteLocale();
  const {colorMode} = useColorMode();
  return <PalitoComponent locale={locale} colorMode={colorMode} height={360} storageKey="palito-docs" {...props} />;
}

/**
 * The sample inventory (39 assets) in the page's language, as CSV text; `undefined` while it
 * loads. Pass it to `<Palito data={...}>` or to `setProject()`. `'next'` gives its next quarter
 * (3 assets added, 2 removed, 3 changed, 1 moved, links added and removed), for `updateInventory()`.
 */
export function useSampleInventory(quarter: 'this' | 'next' = 'this'): string | undefined {
  const locale = useSiteLocale();
  const url = useBaseUrl(quarter === 'next' ? nextSampleUrl(locale) : sampleUrl(locale));
  const [text, setText] = useState<string>();
  useEffect(() => {
    let current = true;
    fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body) => current && setText(body))
      .catch(() => current && setText(''));
    return () => {
      current = false;
    };
  }, [url]);
  return text;
}

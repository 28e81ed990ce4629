/**
 * Adds `prism.additionalLanguages` (docusaurus.config.ts) to prism-react-renderer's Prism, once,
 * when the first code block's module loads: the work the classic theme does at site start-up in a
 * client module, moved here by src/plugins/prism-on-demand so pages without code never pay for it.
 */
import siteConfig from '@generated/docusaurus.config';
import {Prism} from 'prism-react-renderer';

const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;

// Prism's language files extend the Prism on `globalThis`; prism-react-renderer keeps its own, so
// it is lent to them for the time they run, as the theme does.
const before = (globalThis as {Prism?: unknown}).Prism;
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const language of additionalLanguages) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`prismjs/components/prism-${language}`);
}
if (before === undefined) delete (globalThis as {Prism?: unknown}).Prism;
else (globalThis as {Prism?: unknown}).Prism = before;

/** The theme's Markdown components, with tables in a frame the keyboard can scroll, and <Figure> for measured figures. */
import MDXComponents from '@theme-original/MDXComponents';
import Figure from '@site/src/components/Figure';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  Figure,
};

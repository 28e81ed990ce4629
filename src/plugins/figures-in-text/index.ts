// A remark plugin for the docs: each `<Figure id="..." />` a page writes becomes the figure's text
// when the page is compiled (figureText, src/utils/figures.ts, from src/data/figures.json). The
// page's HTML carries its figures as plain text, and no page's JavaScript carries the data file:
// as a component, <Figure> put all of figures.json (every figure with its bench, line and commit)
// in the bundle every docs page loads first. An unknown id or format stops the build, naming the
// page.

import {figureText, type FigureFormat} from '../../utils/figures';

type Attribute = {type: string; name?: string; value?: unknown};
/** The part of an mdast node this plugin reads: MDX's JSX elements (mdast-util-mdx-jsx) and their parents. */
type Node = {type: string; name?: string | null; attributes?: Attribute[]; children?: Node[]; value?: string};

const JSX_ELEMENTS = new Set(['mdxJsxTextElement', 'mdxJsxFlowElement']);

function attribute(element: Node, name: string, page: string): string | undefined {
  const found = element.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (found === undefined) return undefined;
  if (typeof found.value !== 'string') throw new Error(`<Figure ${name}=...> on ${page}: write the attribute as a plain string`);
  return found.value;
}

function textOf(element: Node, locale: string, page: string): string {
  const id = attribute(element, 'id', page) ?? '';
  return figureText(id, {locale, page, format: attribute(element, 'format', page) as FigureFormat | undefined, to: attribute(element, 'to', page)});
}

/** Replaces, in place, every <Figure /> under `parent` with its text (a paragraph of it where it stood as a block). */
export function replaceFigures(parent: Node, locale: string, page: string): void {
  const children = parent.children;
  if (!children) return;
  children.forEach((child, i) => {
    if (!JSX_ELEMENTS.has(child.type) || child.name !== 'Figure') return replaceFigures(child, locale, page);
    const text: Node = {type: 'text', value: textOf(child, locale, page)};
    children[i] = child.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text]} : text;
  });
}

/** `locale`: the locale being built, whose way of writing units the figures take (0.23초, 0.23 s). */
export default function figuresInText({locale}: {locale: string}) {
  return (tree: Node, file: {path?: string}) => replaceFigures(tree, locale, file.path ?? 'a page');
}

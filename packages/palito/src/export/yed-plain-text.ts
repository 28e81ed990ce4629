/**
 * yEd is a Java Swing program, and Swing draws any label, tooltip or table cell whose text begins
 * with `<html>` as HTML: `<img src=…>` in an asset's name would load a URL when the GraphML file is
 * opened. Such a text gets a zero-width space in front, so it no longer begins with `<html>`, and
 * is shown as it was written, markup and all, without changing how it looks.
 *
 * Pure: no React, no DOM (part of `palito/export`).
 */

import {xmlAttribute, xmlText} from './svg-text';

/** `<html`, after any blanks, in any case: what Swing (or a reader that trims first) takes for HTML. */
const HTML_START = /^\s*<\s*html/i;
const ZERO_WIDTH_SPACE = '\u200B';

/** The text as yEd will show it as text, never as HTML. */
export function yedPlainText(value: string): string {
  return HTML_START.test(value) ? ZERO_WIDTH_SPACE + value : value;
}

/** Element content of the GraphML file: yEd's to show, never to render. */
export const yedText = (value: string) => xmlText(yedPlainText(value));

/** An attribute value of the GraphML file (the extra columns' names), as yedText. */
export const yedAttribute = (value: string) => xmlAttribute(yedPlainText(value));

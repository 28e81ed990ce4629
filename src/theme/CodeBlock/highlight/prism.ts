/**
 * The Prism the site's code blocks highlight with: Prism's core and the languages the docs and
 * the blog write fences in, nothing else.
 *
 * prism-react-renderer (which the theme uses) ships Prism with about thirty languages and twenty
 * colour themes in one module that a bundler cannot trim: 26 kB of the JavaScript a docs page
 * loads first (gzip), and the largest part of the code-block chunk's start-up work on a phone.
 * These files are 10 kB. A fence in a language not listed here is drawn as plain text, and
 * prism.test.ts fails on it: add the language's `prismjs/components/prism-*` file below (after
 * the ones it extends).
 *
 * Prism's language files add themselves to a global `Prism`; the core sets it, in the browser and
 * in the server render alike.
 */
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
// In prism-react-renderer's order, with the files that refine these languages (regex literals, CSS's extras,
// JSDoc comments, JavaScript's extras): tests/unit/site/code-highlighting.test.ts checks every
// fence of the docs comes out as that package draws it.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-yaml';
// Not in prism-react-renderer: the theme's additionalLanguages used to add them.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-csv';

export default Prism;

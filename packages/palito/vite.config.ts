// Builds the package into plain ESM in dist/, one file per source module, the layout and conversion workers among them, and every CSS the components import in one dist/style.css.
// Dependencies stay imports, so the consumer's bundler dedupes React, React Flow and zustand.

import fs from 'node:fs';
import {fileURLToPath} from 'node:url';
import {defineConfig, transformWithEsbuild, type Plugin} from 'vite';
import {withoutCastChecks} from './scripts/elk-unchecked-casts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const DEPENDENCIES = /^(react|react-dom|@xyflow\/react|@xyflow\/system|zustand|elkjs|papaparse|read-excel-file|fflate|@xmldom\/xmldom|@resvg\/resvg-js)(\/|$)/;
const ELK_BUNDLED = /[\\/]elkjs[\\/]lib[\\/]elk\.bundled\.js$/;

/** Modules that start a worker from a file beside them, and that file's name without extension. */
const WORKER_REFERENCES = [
  {module: '/engine/worker/client.ts', worker: './layout.worker', marker: '__PALITO_LAYOUT_WORKER_URL__'},
  {module: '/engine/layout/elk/elk-runners.ts', worker: './elk.worker', marker: '__PALITO_ELK_WORKER_URL__'},
  {module: '/server/worker-script.ts', worker: './conversion.worker', marker: '__PALITO_CONVERSION_WORKER_URL__'},
];

/**
 * A worker is referenced as `new URL('./x.worker.js', import.meta.url)` in the output. For the
 * layout worker and the ELK helper it starts, `new Worker(new URL(...))` is the pattern webpack 5, Rspack and Vite all
 * recognise in a dependency to bundle the worker themselves; the conversion worker (a Node
 * worker thread) is simply loaded from the file beside its starter. Vite would otherwise inline
 * the worker into our own build, so the expression is hidden behind a marker while building and
 * written back into the finished chunk.
 */
function workerReferences(): Plugin {
  return {
    name: 'palito:worker-references',
    enforce: 'pre',
    transform(code, id) {
      const reference = WORKER_REFERENCES.find(({module}) => id.endsWith(module));
      if (!reference) return null;
      const pattern = `new URL('${reference.worker}.ts', import.meta.url)`;
      if (!code.includes(pattern)) this.error(`${reference.module} no longer creates its worker with ${pattern}`);
      return code.replace(pattern, reference.marker);
    },
    renderChunk(code) {
      const reference = WORKER_REFERENCES.find(({marker}) => code.includes(marker));
      if (!reference) return null;
      return code.replace(reference.marker, `new URL("${reference.worker}.js", import.meta.url)`);
    },
  };
}

const ELK_DYNAMIC_IMPORT = "import('elkjs/lib/elk.bundled.js')";

/**
 * load-elk.ts imports elkjs's bundle with a dynamic import(); in our output that import is static.
 * A dynamic import anywhere in the worker's module graph makes the consumer's bundler split the
 * worker into chunks, and Vite's default worker format (iife) refuses that: a fresh Vite app fails
 * to build ("UMD and IIFE output formats are not supported for code-splitting builds"). A static
 * import keeps the worker one file. Pages still load elkjs lazily: the React side reaches
 * layout-project only through import(). Evaluating our copy early is safe (elkWithoutGlobals).
 */
function elkStaticImport(): Plugin {
  return {
    name: 'palito:elk-static-import',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/engine/layout/elk/load-elk.ts')) return null;
      if (!code.includes(ELK_DYNAMIC_IMPORT)) this.error(`load-elk.ts no longer loads elkjs with ${ELK_DYNAMIC_IMPORT}`);
      return `import * as elkBundle from 'elkjs/lib/elk.bundled.js';\n${code.replace(ELK_DYNAMIC_IMPORT, 'Promise.resolve(elkBundle)')}`;
    },
  };
}

/**
 * elkjs's bundle decides at evaluation time whether it IS an ELK web worker (`self` without
 * `document`) and then takes over `onmessage` instead of exporting ELK. Consumers' bundlers
 * evaluate it whenever they like (a Vite worker bundle hoists it to the top), so our copy gets a
 * `document` of its own, a local variable, and always takes the export path. Nothing global is touched.
 * It is also where the copy loses GWT's cast checks (scripts/elk-unchecked-casts.ts).
 */
function elkWithoutGlobals(): Plugin {
  return {
    name: 'palito:elk-without-globals',
    enforce: 'pre',
    load(id) {
      if (!ELK_BUNDLED.test(id)) return null;
      // GWT's checked casts compiled out, as GWT's production setting does (scripts/elk-unchecked-casts.ts).
      const source = withoutCastChecks(fs.readFileSync(id, 'utf8'));
      return [
        'const elkModule = {exports: {}};',
        '(function (document, module, exports, define, require) {',
        source,
        '\n}).call(globalThis, {}, elkModule, elkModule.exports, undefined, undefined);',
        'export default elkModule.exports;',
      ].join('\n');
    },
    // elkjs ships minified; keep it so (the rest of the package is left readable). generateBundle,
    // not renderChunk: Vite's own renderChunk would print it out again after us.
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => ELK_BUNDLED.test(id))) continue;
        const minified = await transformWithEsbuild(chunk.code, chunk.fileName, {minify: true, target: 'es2022'});
        chunk.code = minified.code;
      }
    },
  };
}

export default defineConfig({
  plugins: [workerReferences(), elkStaticImport(), elkWithoutGlobals()],
  esbuild: {jsx: 'automatic'},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        // The public entry points (package.json's exports), then the workers, each started from a file of its own.
        'entries/palito': src('entries/palito.ts'),
        'entries/engine': src('entries/engine.ts'),
        'entries/server': src('entries/server.ts'),
        'entries/export': src('entries/export.ts'),
        // The `palito` command (package.json's bin); scripts/build.mjs gives it its #! line.
        'cli/main': src('cli/main.ts'),
        'engine/worker/layout.worker': src('engine/worker/layout.worker.ts'),
        'engine/layout/elk/elk.worker': src('engine/layout/elk/elk.worker.ts'),
        'server/conversion.worker': src('server/conversion.worker.ts'),
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      external: (id) => id.startsWith('node:') || (DEPENDENCIES.test(id) && !id.endsWith('.css') && !ELK_BUNDLED.test(`/${id}`)),
      output: {
        // One output file per source file, in the source's folders: consumers' bundlers then keep
        // only the modules a page uses (the docs' shortcut table does not bring in React Flow),
        // and the worker sits beside the client that creates it.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // npm pack leaves out every node_modules folder, so the one vendored module (elkjs's bundle) goes to vendor/.
        entryFileNames: (chunk) => `${chunk.name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});

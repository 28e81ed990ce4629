// The palito package's architecture, checked by dependency-cruiser in `npm test` (tests/unit/site/
// architecture.test.ts runs it; `npx depcruise packages/palito/src` prints the same). The README's
// folder table draws the layers these rules keep:
//
//   react/                      'palito': React components and hooks only
//   cli/                        the `palito` command (package.json's bin): the api and the store, without React
//   api/                        usePalito()'s functions, without React: the store and the exporters composed
//   store/                      the vanilla zustand store
//   export/  project-file/      the diagram as files; the .palito.json format
//   engine-client/              the engine as the editor runs it: worker, this thread, a server
//   i18n/  model/               the UI's words; the editor's data shapes and rules
//   server/                     'palito/server'
//   engine/                     'palito/engine': nothing of the package below it
//   entries/                    the four public entry points, on top of the folders they publish

const SRC = '^packages/palito/src/';
/** A folder of the package and everything in it. */
const folder = (...names) => `${SRC}(${names.join('|')})/`;

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'Folders import each other in one direction only: a loop makes both one module that cannot be read or tested apart.',
      severity: 'error',
      scope: 'folder',
      from: {path: SRC},
      to: {circular: true},
    },
    {
      name: 'no-module-cycles',
      comment: 'Nor do modules: an import loop makes the order in which modules evaluate matter.',
      severity: 'error',
      from: {path: SRC},
      to: {circular: true},
    },
    {
      name: 'engine-imports-nothing-of-the-package',
      comment: 'The engine runs in a worker, in Node and on the server: it stands on its own.',
      severity: 'error',
      from: {path: folder('engine')},
      to: {path: SRC, pathNot: folder('engine')},
    },
    {
      name: 'server-and-export-stand-on-the-engine',
      comment: 'palito/server and palito/export run in Node without React: the engine (and, for export, the editor model and words) only.',
      severity: 'error',
      from: {path: folder('server', 'export', 'project-file', 'model', 'i18n')},
      to: {path: folder('react', 'api', 'store', 'engine-client', 'server', 'entries'), pathNot: `${SRC}$1/`},
    },
    {
      name: 'model-and-words-stay-low',
      comment: 'The model and the words are what everything else shares: they import only the engine (and the words the model).',
      severity: 'error',
      from: {path: folder('model')},
      to: {path: folder('i18n', 'export', 'project-file')},
    },
    {
      name: 'no-react-below-react',
      comment: 'Only react/ imports React and React Flow: the rest runs in Node, workers and tests without them.',
      severity: 'error',
      from: {path: SRC, pathNot: folder('react')},
      to: {path: '(^|/)node_modules/(react|react-dom|@xyflow/react)/', dependencyTypesNot: ['type-only']},
    },
    {
      name: 'nothing-imports-react-or-api-or-entries',
      comment: 'react/ and cli/ are the top layers, api/ is only under them, and the entries are the package\'s own top.',
      severity: 'error',
      from: {path: SRC, pathNot: folder('react', 'entries', 'cli')},
      to: {path: folder('react', 'entries', 'cli')},
    },
    {
      name: 'store-does-not-compose-the-api',
      comment: 'api/ composes the store and the exporters from above them.',
      severity: 'error',
      from: {path: SRC, pathNot: folder('react', 'api', 'entries', 'cli')},
      to: {path: folder('api')},
    },
    {
      name: 'through-the-index',
      comment:
        "Another folder is reached through its index.ts, its public face: whatever is not exported there is that folder's own business. " +
        'A lazy import() is the exception: it is where a bundle splits, so it names the module it loads (the page loads the layout engine only once it needs it).',
      severity: 'error',
      from: {path: `${SRC}([^/]+)/`, pathNot: folder('entries')},
      to: {
        path: SRC,
        pathNot: [`${SRC}$1/`, `${SRC}[^/]+/index\\.tsx?$`, '\\.css$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'entries-publish-a-face',
      comment:
        "An entry point publishes a folder's index.ts, or its public.ts where the index holds more for the package's other folders than users see.",
      severity: 'error',
      from: {path: folder('entries')},
      to: {path: SRC, pathNot: [`${SRC}[^/]+/(index\\.tsx?|public\\.ts)$`, '\\.css$']},
    },
    {
      name: 'outside-the-package-through-its-entry-points',
      comment:
        'The site, the server program, the benches and the scripts use palito as its users do: palito, palito/engine, palito/server, palito/export, palito/style.css.',
      severity: 'error',
      from: {path: '^(src|conversion-server|bench|scripts)/'},
      to: {
        path: ['^packages/palito/', '^@site/packages/', '^palito/(?!(engine|server|export|style\\.css|package\\.json)$)'],
        pathNot: ['^packages/palito/dist/entries/[a-z]+\\.(js|d\\.ts)$', '^packages/palito/dist/style\\.css$', '^packages/palito/package\\.json$'],
      },
    },
    {
      name: 'the-server-program-without-react',
      comment: 'conversion-server/main.ts serves conversions with palito/server and palito/engine only: no React, no site code.',
      severity: 'error',
      from: {path: '^conversion-server/'},
      to: {path: ['^packages/palito/dist/entries/(palito|export)\\.(js|d\\.ts)$', '(^|/)node_modules/(react|react-dom|@xyflow/react|zustand|@docusaurus/[^/]+)/', '^(@theme|@site|@docusaurus)/']},
    },
    {
      name: 'engine-and-server-without-a-store',
      comment: 'The engine and the conversion handler run in workers and in Node: no React, no store.',
      severity: 'error',
      from: {path: folder('engine', 'server')},
      to: {path: '(^|/)node_modules/(react|react-dom|@xyflow/react|zustand)/'},
    },
  ],
  options: {
    // The package's build is what the site imports: seen, not cruised.
    doNotFollow: {path: ['node_modules', '^packages/palito/dist/']},
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
    reporterOptions: {text: {highlightFocused: true}},
  },
};

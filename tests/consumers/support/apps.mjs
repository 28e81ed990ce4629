// The consumer projects, written from scratch into a temporary folder: what a user gets by
// following the README, without create-vite. Kept as strings (not .tsx files in the repository)
// so the site's own typecheck never sees them.

import fs from 'node:fs';
import path from 'node:path';

/** The Vite + React apps, one per supported React major. Versions as a user would pin them. */
export const REACT_APPS = [
  {
    name: 'vite-react19',
    label: 'Vite 6 + React 19',
    dependencies: {react: '^19.1.0', 'react-dom': '^19.1.0'},
    devDependencies: {'@types/react': '^19.1.0', '@types/react-dom': '^19.1.0'},
  },
  {
    name: 'vite-react18',
    label: 'Vite 6 + React 18.3',
    dependencies: {react: '~18.3.1', 'react-dom': '~18.3.1'},
    devDependencies: {'@types/react': '~18.3.12', '@types/react-dom': '~18.3.1'},
  },
];

const TOOLING = {
  vite: '~6.4.1',
  '@vitejs/plugin-react': '^4.7.0',
  typescript: '~5.8.3',
};

function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
  }
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * A Vite + React + TypeScript app that draws the sample with <Palito>, a Sidebar, a Footer and a
 * child that calls usePalito(). The tsconfig is create-vite's react-ts one (strict, bundler
 * resolution, no unchecked side-effect imports), in one file.
 */
export function writeReactApp(dir, app, {tarball, sampleCsv}) {
  write(dir, {
    'package.json': json({
      name: app.name,
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: {typecheck: 'tsc --noEmit -p .', build: 'vite build', preview: 'vite preview'},
      dependencies: {palito: `file:${tarball}`, ...app.dependencies},
      devDependencies: {...app.devDependencies, ...TOOLING},
    }),
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        useDefineForClassFields: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        noUncheckedSideEffectImports: true,
      },
      include: ['src', 'vite.config.ts'],
    }),
    'vite.config.ts': [
      "import {defineConfig} from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({plugins: [react()]});',
      '',
    ].join('\n'),
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '    <link rel="icon" href="data:," />',
      `    <title>${app.label} with palito</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
    'src/assets-sample.csv': sampleCsv,
    'src/main.tsx': [
      "import {StrictMode} from 'react';",
      "import {createRoot} from 'react-dom/client';",
      "import {App} from './App.tsx';",
      '',
      "createRoot(document.getElementById('root')!).render(",
      '  <StrictMode>',
      '    <App />',
      '  </StrictMode>,',
      ');',
      '',
    ].join('\n'),
    'src/App.tsx': APP_TSX,
  });
}

// Reads usePalito() on a click, not on re-render: whether usePalito() re-renders its caller on
// every change is not part of what is tested here. The @ts-expect-error lines fail the typecheck
// if the package's types ever resolve to `any`.
const APP_TSX = `import {useRef, useState} from 'react';
import {Footer, Palito, Sidebar, usePalito, type Node, type PalitoProps} from 'palito';
import {createLayoutClient, type LayoutClient} from 'palito/engine';
import 'palito/style.css';
import csvText from './assets-sample.csv?raw';

type LayoutInfo = Parameters<NonNullable<PalitoProps['onLayout']>>[0];

function AssetCount() {
  const {getAllNodes} = usePalito();
  const [count, setCount] = useState<number | null>(null);
  const [firstName, setFirstName] = useState('');
  const read = () => {
    const nodes: Node[] = getAllNodes();
    setCount(nodes.length);
    setFirstName(nodes[0]?.name ?? '');
  };
  return (
    <p>
      <button type="button" data-testid="count-assets" onClick={read}>
        Count assets
      </button>{' '}
      <output data-testid="asset-count">{count === null ? '' : String(count)}</output>{' '}
      <output data-testid="first-asset">{firstName}</output>
    </p>
  );
}

// A layout worker of its own, warmed up for large files: the warm-up that starts the ELK helpers,
// which a 39-asset layout never uses.
function WarmUpLarge() {
  const client = useRef<LayoutClient | null>(null);
  const [state, setState] = useState('');
  const warm = () => {
    client.current ??= createLayoutClient();
    setState('warming');
    client.current.warm({large: true}).then(() => setState('warmed'), (error: unknown) => setState(String(error)));
  };
  return (
    <p>
      <button type="button" data-testid="warm-large" onClick={warm}>
        Warm up for large files
      </button>{' '}
      <output data-testid="warm-state">{state}</output>
    </p>
  );
}

export function App() {
  const [layout, setLayout] = useState<LayoutInfo | null>(null);
  const onLayout = (info: LayoutInfo) => setLayout(info);
  return (
    <main>
      <h1>palito in a Vite app</h1>
      <WarmUpLarge />
      <p data-testid="layout-info">{layout ? \`\${layout.assets} assets, \${layout.edges} lines, \${layout.view} view\` : 'waiting'}</p>
      <Palito data={csvText} fileName="assets-sample.csv" locale="en" height={640} onLayout={onLayout}>
        <Sidebar />
        <Footer />
        <AssetCount />
      </Palito>
    </main>
  );
}

// Type checks only (never rendered): the package's types are real, not \`any\`.
export function TypeChecks() {
  // @ts-expect-error locale is 'ko' | 'en'
  const wrongLocale = <Palito data={csvText} locale="fr" />;
  // @ts-expect-error an inventory is a File, Blob, string or ArrayBuffer
  const wrongData = <Palito data={42} />;
  return [wrongLocale, wrongData];
}
`;

/**
 * A plain Node ESM project with only the tarball: converts the sample with palito/engine, and
 * answers requests with palito/server's handler, behind node:http as a user would run it.
 * Prints one JSON line of findings; the test asserts on them.
 */
export function writeNodeApp(dir, {tarball, sampleCsv}) {
  write(dir, {
    'package.json': json({
      name: 'node-consumer',
      private: true,
      version: '0.0.0',
      type: 'module',
      dependencies: {palito: `file:${tarball}`},
      devDependencies: {typescript: TOOLING.typescript, '@types/node': '^20.17.0'},
    }),
    'assets-sample.csv': sampleCsv,
    'check.mjs': CHECK_MJS,
    // Type-checked with Node's own module resolution (what a TypeScript server project uses).
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        types: ['node'],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
      files: ['types.mts'],
    }),
    'types.mts': TYPES_MTS,
  });
}

const CHECK_MJS = `import fs from 'node:fs';
import http from 'node:http';
import {generateTopology} from 'palito/engine';
import {API_KEY_HEADER, FILE_NAME_HEADER, createConversionHandler, createConversionPool, nodeAdapter} from 'palito/server';

const csv = fs.readFileSync(new URL('./assets-sample.csv', import.meta.url), 'utf8');
const findings = {};

const result = await generateTopology({name: 'assets-sample.csv', data: csv});
findings.engine = {
  ok: result.ok,
  nodes: result.ok ? result.project.nodes.length : null,
  laidOutNodes: result.ok ? result.layout.nodes.length : null,
  problems: result.ok ? [] : result.problems.map((p) => p.code),
};

const handler = createConversionHandler({apiKeys: ['consumer-test-key'], onError: (e) => console.error(e)});
const server = http.createServer(nodeAdapter(handler));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = \`http://127.0.0.1:\${server.address().port}/convert\`;
const post = (key) =>
  fetch(url, {method: 'POST', headers: {[API_KEY_HEADER]: key, [FILE_NAME_HEADER]: 'assets-sample.csv'}, body: csv});
try {
  const good = await post('consumer-test-key');
  const body = await good.json();
  findings.goodKey = {
    status: good.status,
    contentType: good.headers.get('content-type'),
    ok: body.ok,
    nodes: body.project?.nodes?.length ?? null,
    laidOutNodes: body.layout?.nodes?.length ?? null,
  };
  const bad = await post('wrong-key');
  findings.wrongKey = {status: bad.status, code: (await bad.json()).error?.code ?? null};
} finally {
  server.close();
}

// A large file (the sample, over a 1 KiB threshold) is converted in a process of its own; the pool
// then closes, and this script goes on to print (were close() left pending as the event loop
// emptied, Node would exit here with code 13 and print nothing).
const pool = createConversionPool({size: 1, largeFileBytes: 1024});
await pool.warm();
const large = await pool.run({name: 'assets-sample.csv', data: new TextEncoder().encode(csv)}, new AbortController().signal);
await pool.close();
findings.largeFile = {status: large.status, nodes: JSON.parse(large.json).project?.nodes?.length ?? null, closed: true};

findings.headers = {apiKey: API_KEY_HEADER, fileName: FILE_NAME_HEADER};
console.log(JSON.stringify(findings));
`;

// @ts-expect-error lines fail the typecheck when an import's types resolve to \`any\`.
const TYPES_MTS = `import {generateTopology, type TopologyResult} from 'palito/engine';
import {createConversionHandler, type FetchHandler} from 'palito/server';

export async function convert(csv: string): Promise<number> {
  const result: TopologyResult = await generateTopology({name: 'assets.csv', data: csv});
  return result.ok ? result.project.nodes.length : 0;
}

export const handler: FetchHandler = createConversionHandler({apiKeys: ['k']});

// @ts-expect-error generateTopology returns a Promise, not a number
export const notANumber: number = generateTopology({name: 'a.csv', data: ''});
// @ts-expect-error apiKeys is required
export const noKeys = createConversionHandler({});
`;

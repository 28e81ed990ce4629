// `npm run build -w palito` (and `npm pack -w palito`, through prepack): the JavaScript and
// style.css with Vite, then the type declarations with tsc.
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {build} from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

await build({root, configFile: `${root}vite.config.ts`, logLevel: 'warn'});
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', `${root}tsconfig.build.json`], {stdio: 'inherit'});
console.log('palito: built dist/');

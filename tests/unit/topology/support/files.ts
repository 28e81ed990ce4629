// Reads test inputs: fixtures under tests/fixtures, the shared samples under static/samples.

import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {TopologyInput} from '../../../../packages/palito/src/engine/parse/input';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${ROOT}tests/fixtures/${name}`));
}

/** A fixture as the browser would hand it over: bytes, with its file name. */
export function fixture(name: string): TopologyInput {
  return {name, data: fixtureBytes(name)};
}

export function sample(name: 'assets-sample.csv' | 'assets-sample.ko.csv'): TopologyInput {
  return {name, data: readFileSync(`${ROOT}static/samples/${name}`, 'utf8')};
}

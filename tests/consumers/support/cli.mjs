// `npx palito …` in a consumer project that installed the packed tarball: every command run as a
// user runs it, its files read back by other readers (XML, graphology, PNG's own header and
// pixels, JSON), its exit codes and both languages. consumers.test.mjs calls `describeCli` with
// its Node project, so the tarball is packed and installed once for all.

import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {inflateSync} from 'node:zlib';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import Graph from 'graphology';
import {parse as parseGraphml} from 'graphology-graphml';
import {generateInventoryCsv} from '../../../bench/generate-inventory.ts';
import {sheetBombXlsx} from '../../fixtures/hostile/inventories.ts';
import {cleanEnv} from './process.mjs';

/** The syntax of a workflow command as the runner reads it: no unescaped `,` or `:` in a value, one line. */
const ANNOTATION = /^::(error|warning)( (file|line|col|title)=[^,:\r\n]*(,(file|line|col|title)=[^,:\r\n]*)*)?::[^\r\n]+$/;
const KO = {LANG: 'ko_KR.UTF-8', LC_ALL: '', LC_MESSAGES: ''};
const EN = {LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: ''};

/** The system's font folders on Linux, where resvg and fontconfig look (png.ts's FONT_DIRS). */
const SYSTEM_FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts'];

/**
 * `unshare` and `mount` to put in front of a command so that it runs with the system's font
 * folders empty (a mount namespace of its own, an empty tmpfs over each): a machine without fonts,
 * this one's left as they are. Null where that is not allowed (not root, no namespaces).
 */
const withoutFonts = once(async () => {
  const mounts = SYSTEM_FONT_DIRS.filter((dir) => fs.existsSync(dir)).map((dir) => `mount -t tmpfs tmpfs ${dir}`);
  const prefix = ['unshare', '-m', '--propagation', 'private', 'sh', '-c', `${mounts.join(' && ')} && exec "$@"`, 'sh'];
  const works = await new Promise((resolve) => {
    const probe = spawn(prefix[0], [...prefix.slice(1), 'sh', '-c', `test -z "$(ls -A ${SYSTEM_FONT_DIRS[0]})"`], {stdio: 'ignore'});
    probe.on('error', () => resolve(false));
    probe.on('close', (code) => resolve(code === 0));
  });
  return works ? prefix : null;
});

/**
 * `npx palito <args>` in `dir`: its exit code and output, whatever the code (the tests judge it).
 * `prefix`: a command to run it under (withoutFonts).
 */
export function palito(dir, args, {env = EN, input, prefix = []} = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const command = [...prefix, 'npx', '--no-install', 'palito', ...args];
    const child = spawn(command[0], command.slice(1), {cwd: dir, env: cleanEnv(env), stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, stdout, stderr, seconds: (Date.now() - started) / 1000}));
    child.stdin.end(input ?? '');
  });
}

/** A PNG's size from its header, and whether it shows something: more than 1 % of its pixels differ from the first. */
export function readPng(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the PNG signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const [depth, colourType] = [bytes[24], bytes[25]];
  assert.equal(depth, 8, '8 bits a channel');
  const channels = {2: 3, 6: 4}[colourType];
  assert.ok(channels, `RGB or RGBA (colour type ${colourType})`);
  const data = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  // PNG's per-row filters undone (None, Sub, Up, Average, Paeth).
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  let differing = 0;
  for (let i = 0; i < pixels.length; i += channels) {
    for (let k = 0; k < channels; k++) {
      if (pixels[i + k] !== pixels[k]) {
        differing++;
        break;
      }
    }
  }
  return {width, height, shownShare: differing / (width * height)};
}

const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''});

/** Every element of an XML tree, depth first. */
function* elements(node) {
  if (Array.isArray(node)) for (const item of node) yield* elements(item);
  else if (node && typeof node === 'object') {
    yield node;
    for (const value of Object.values(node)) yield* elements(value);
  }
}

/**
 * The tests, run with `node:test`'s `check` from consumers.test.mjs. `app.install()` resolves once
 * the tarball is installed in `app.dir`, a Node project holding `assets-sample.csv`.
 */
export function describeCli({describe, check, app, sampleCsv}) {
  const dir = app.dir;
  const file = (name) => path.join(dir, name);
  const ids = sampleCsv.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
  const names = sampleCsv.trim().split('\n').slice(1).map((line) => line.split(',')[1]);
  const ready = once(async () => {
    await app.install();
    // Broken rows: a repeated id (error, row 3), an empty id (error, row 4), a bad IP and status (warnings).
    fs.writeFileSync(file('broken.csv'), 'id,name,ip,zone,cbs,status,connections\nA1,a,999.1.1.1,Z,C,normal,B9\nA1,b,,Z,C,broken,\n,c,,Z,C,normal,\n');
    fs.writeFileSync(file('bomb.xlsx'), await sheetBombXlsx());
    fs.writeFileSync(file('korean.csv'), 'id,name,type,ip,zone,cbs,status,connections\nK1,코어스위치-01,switch,10.0.0.1,내부망,코어,normal,K2\nK2,업무서버-01,server,10.0.0.2,내부망,업무,normal,\n');
    const [header, ...rows] = sampleCsv.trim().split('\n');
    // Next quarter: the first asset's IP changed, the last one gone, one added.
    const changed = rows.slice(0, -1).map((row, i) => (i === 0 ? row.replace(/,(\d+\.\d+\.\d+\.)\d+,/, ',$1254,') : row));
    fs.writeFileSync(file('after.csv'), [header, ...changed, `Z999,new-rtr-99,router,203.0.113.99,${rows[0].split(',')[4]},${rows[0].split(',')[5]},normal,${ids[0]}`].join('\n'));
  });

  describe('palito command (npx palito from the tarball)', () => {
    check('--version and --help, in Korean and in English', {}, async () => {
      await ready();
      const manifest = JSON.parse(fs.readFileSync(file('node_modules/palito/package.json'), 'utf8'));
      const version = await palito(dir, ['--version']);
      assert.equal(version.code, 0);
      assert.equal(version.stdout.trim(), manifest.version);
      const ko = await palito(dir, ['--help'], {env: KO});
      assert.equal(ko.code, 0);
      assert.match(ko.stdout, /사용법/);
      const en = await palito(dir, ['render', '--help', '--lang', 'en'], {env: KO});
      assert.match(en.stdout, /Exit codes: 0 written/);
      const wrong = await palito(dir, ['validate', 'x.csv', '--colour'], {env: KO});
      assert.equal(wrong.code, 2);
      assert.match(wrong.stderr, /알 수 없는 옵션입니다: --colour/);
    });

    check('validate: exit 0 on the sample, 1 with errors, each problem by row and column in both languages', {}, async () => {
      await ready();
      const clean = await palito(dir, ['validate', 'assets-sample.csv']);
      assert.equal(clean.code, 0, clean.stderr);
      assert.match(clean.stdout, /no problems/);
      const en = await palito(dir, ['validate', 'broken.csv']);
      assert.equal(en.code, 1, en.stderr);
      assert.match(en.stdout, /broken\.csv: error: Row 3, column “id”: The id “A1” is already used in row 2/);
      assert.match(en.stdout, /2 error\(s\), 3 warning\(s\)/);
      const ko = await palito(dir, ['validate', 'broken.csv'], {env: KO});
      assert.equal(ko.code, 1);
      assert.match(ko.stdout, /broken\.csv: 오류: /);
      assert.match(ko.stdout, /오류 2건, 경고 3건/);
    });

    check('validate --format github: workflow annotations with file, line and column', {}, async () => {
      await ready();
      const {code, stdout} = await palito(dir, ['validate', 'broken.csv', '--format', 'github']);
      assert.equal(code, 1);
      const lines = stdout.trim().split('\n');
      assert.equal(lines.length, 5);
      for (const line of lines) assert.match(line, ANNOTATION);
      assert.ok(lines.some((l) => l.startsWith('::error file=broken.csv,line=3,col=1,')), lines.join('\n'));
      assert.ok(lines.some((l) => l.startsWith('::warning file=broken.csv,line=2,col=3,')));
    });

    check('validate --format json, from standard input', {}, async () => {
      await ready();
      const {code, stdout} = await palito(dir, ['validate', '-', '--format', 'json', '--lang', 'ko'], {input: fs.readFileSync(file('broken.csv'))});
      assert.equal(code, 1);
      const report = JSON.parse(stdout);
      assert.equal(report.file, '-');
      assert.equal(report.errors, 2);
      assert.deepEqual(report.problems.map((p) => [p.severity, p.code, p.row, p.columnNumber]).filter(([s]) => s === 'error'), [
        ['error', 'duplicate-id', 3, 1],
        ['error', 'missing-id', 4, 1],
      ]);
      assert.match(report.problems[0].message, /행/);
    });

    check('a zip bomb is refused with the engine’s message and exit 2', {}, async () => {
      await ready();
      for (const [env, words] of [[EN, /decompress/], [KO, /압축을 풀면/]]) {
        const {code, stdout, stderr} = await palito(dir, ['validate', 'bomb.xlsx'], {env});
        assert.equal(code, 2, stdout + stderr);
        assert.match(stdout, words);
      }
      const render = await palito(dir, ['render', 'bomb.xlsx', '-o', 'bomb.svg']);
      assert.equal(render.code, 2);
      assert.match(render.stderr, /could not be read/);
      assert.ok(!fs.existsSync(file('bomb.svg')), 'nothing written');
    });

    check('render: SVG, draw.io, GraphML, PNG, project file and print page, every asset in each', {}, async (t) => {
      await ready();
      const outputs = {};
      for (const extension of ['svg', 'drawio', 'graphml', 'png', 'palito.json', 'html']) {
        const out = `sample.${extension}`;
        fs.rmSync(file(out), {force: true});
        const run = await palito(dir, ['render', 'assets-sample.csv', '-o', out]);
        assert.equal(run.code, 0, run.stderr);
        assert.match(run.stderr, new RegExp(`Wrote ${out.replace('.', '\\.')}`));
        outputs[extension] = fs.readFileSync(file(out));
        t.diagnostic(`${out}: ${outputs[extension].length} bytes, ${run.seconds.toFixed(1)} s`);
      }
      const svg = outputs.svg.toString('utf8');
      assert.equal(XMLValidator.validate(svg), true);
      const drawn = new Set([...elements(xml.parse(svg))].map((e) => e['data-id']).filter(Boolean));
      for (const id of ids) assert.ok(drawn.has(id), `${id} in the SVG`);
      for (const name of names) assert.ok(svg.includes(`>${name}<`), `${name} written in the SVG`);

      const drawio = outputs.drawio.toString('utf8');
      assert.equal(XMLValidator.validate(drawio), true);
      const cells = new Set([...elements(xml.parse(drawio))].map((e) => e.assetId).filter(Boolean));
      assert.deepEqual([...cells].sort(), [...ids].sort(), 'every asset a draw.io cell');

      const graph = parseGraphml(Graph, outputs.graphml.toString('utf8'));
      const assets = graph.filterNodes((key, a) => key.split('::').length === 3 && a.kind === 'asset').map((key) => graph.getNodeAttribute(key, 'id'));
      assert.deepEqual(assets.sort(), [...ids].sort(), 'every asset a GraphML node');

      const png = readPng(outputs.png);
      const [, width, height] = /<svg[^>]* width="([\d.]+)" height="([\d.]+)"/.exec(svg);
      assert.equal(png.width, Math.round(Number(width) * 2), 'twice the SVG, as the editor’s PNG');
      assert.equal(png.height, Math.round(Number(height) * 2));
      assert.ok(png.shownShare > 0.05, `the PNG shows the diagram (${(png.shownShare * 100).toFixed(1)} % of its pixels differ from the corner)`);

      const project = JSON.parse(outputs['palito.json'].toString('utf8'));
      assert.equal(project.format, 'palito-project');
      assert.deepEqual(project.project.nodes.map((n) => n.id).sort(), [...ids].sort());

      const page = outputs.html.toString('utf8');
      assert.match(page, /^<!DOCTYPE html>/);
      assert.match(page, /<title>assets-sample · All View<\/title>/);
      for (const id of ids) assert.ok(page.includes(`data-id="${id}"`), `${id} on the print page`);
    });

    check('render to PNG without @resvg/resvg-js (an optional dependency) says what to install, exit 2', {}, async () => {
      await ready();
      // As an install that left the optional dependency out: the package moved aside for this run.
      const installed = file('node_modules/@resvg');
      const aside = file('node_modules/.resvg-aside');
      fs.rmSync(file('no-resvg.png'), {force: true});
      fs.renameSync(installed, aside);
      try {
        const {code, stderr} = await palito(dir, ['render', 'assets-sample.csv', '-o', 'no-resvg.png'], {env: KO});
        assert.equal(code, 2, stderr);
        assert.match(stderr, /@resvg\/resvg-js가 필요한데 설치되어 있지 않습니다/);
        assert.match(stderr, /npm install @resvg\/resvg-js/);
        assert.ok(!fs.existsSync(file('no-resvg.png')), 'nothing written');
      } finally {
        fs.renameSync(aside, installed);
      }
    });

    check('render to PNG with Korean text: no warning where the system has a Korean font; where it has none, one naming fonts to install', {}, async (t) => {
      await ready();
      fs.rmSync(file('korean.png'), {force: true});
      const withFonts = await palito(dir, ['render', 'korean.csv', '-o', 'korean.png']);
      assert.equal(withFonts.code, 0, withFonts.stderr);
      assert.doesNotMatch(withFonts.stderr, /Korean font/, 'this machine has fonts-nanum');
      const hidden = await withoutFonts();
      if (!hidden) return t.skip('no mount namespace of its own for a command here (unshare needs root)');
      for (const [env, words] of [
        [EN, /no Korean font was found on this system: Korean letters may come out blank\. Install one, such as NanumGothic \(Debian\/Ubuntu: sudo apt install fonts-nanum\)/],
        [KO, /이 시스템에서 한글 글꼴을 찾지 못했습니다\. 한글이 빈 칸으로 나올 수 있습니다\. 나눔고딕\(NanumGothic, Debian\/Ubuntu는 sudo apt install fonts-nanum\)/],
      ]) {
        fs.rmSync(file('no-font.png'), {force: true});
        const run = await palito(dir, ['render', 'korean.csv', '-o', 'no-font.png'], {env, prefix: hidden});
        assert.equal(run.code, 0, run.stderr);
        assert.match(run.stderr, words);
        assert.ok(readPng(fs.readFileSync(file('no-font.png'))).width > 0, 'the PNG is still written');
      }
    });

    check('render: the overwrite guard, a zone view, the dark theme, Korean words, standard input', {}, async () => {
      await ready();
      fs.writeFileSync(file('kept.svg'), 'mine');
      const refused = await palito(dir, ['render', 'assets-sample.csv', '-o', 'kept.svg'], {env: KO});
      assert.equal(refused.code, 2);
      assert.match(refused.stderr, /kept\.svg 파일이 이미 있습니다\. 덮어쓰려면 --force를 붙이세요\./);
      assert.equal(fs.readFileSync(file('kept.svg'), 'utf8'), 'mine');

      const zone = sampleCsv.split('\n')[1].split(',')[4];
      const forced = await palito(dir, ['render', '-', '-o', 'kept.svg', '--force', '--view', `zone:${zone}`, '--theme', 'dark', '--lang', 'ko'], {input: sampleCsv});
      assert.equal(forced.code, 0, forced.stderr);
      assert.match(forced.stderr, /kept\.svg 파일을 썼습니다/);
      const svg = fs.readFileSync(file('kept.svg'), 'utf8');
      assert.match(svg, /<title>inventory · 존 보기 · /);
      assert.ok(svg.includes(zone));
      assert.match(svg, /#0b1220/i, 'the dark background');

      const unknown = await palito(dir, ['render', 'assets-sample.csv', '-o', 'nowhere.svg', '--view', 'zone:Atlantis']);
      assert.equal(unknown.code, 2);
      assert.match(unknown.stderr, /There is no zone Atlantis\. Zones: /);
      const invalid = await palito(dir, ['render', 'broken.csv', '-o', 'broken.svg']);
      assert.equal(invalid.code, 1);
      assert.ok(!fs.existsSync(file('broken.svg')));
      assert.equal(fs.readdirSync(dir).filter((name) => /^nowhere|^broken\.svg/.test(name)).length, 0, 'nothing written beside');
    });

    check('render of a big file shares ELK with a second thread, and the command still ends by itself', {}, async () => {
      await ready();
      // Work for one ELK helper (the engine's ELK_NODES_PER_HELPER, 5,000 ELK nodes), on two cores or more.
      const big = generateInventoryCsv({assets: 6500, seed: 7});
      fs.writeFileSync(file('big.csv'), big);
      const profiles = fs.mkdtempSync(path.join(dir, 'profiles-'));
      // The installed command under `node --cpu-prof` (not allowed in NODE_OPTIONS, so not through
      // npx), which writes a CPU profile for each thread that ran JavaScript.
      const run = await new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, 'node_modules/.bin/palito', 'render', 'big.csv', '-o', 'big.svg'], {
          cwd: dir,
          env: cleanEnv(EN),
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (code) => resolve({code, stderr}));
      });
      assert.equal(run.code, 0, run.stderr);
      const ranElk = fs.readdirSync(profiles).filter((name) => {
        const profile = JSON.parse(fs.readFileSync(path.join(profiles, name), 'utf8'));
        const elkNodes = new Set(profile.nodes.filter((node) => node.callFrame.url.includes('elk.bundled')).map((node) => node.id));
        return profile.samples.some((id) => elkNodes.has(id));
      });
      assert.equal(ranElk.length, 2, `threads that ran ELK: ${ranElk.join(', ')}`);
      const drawn = new Set([...elements(xml.parse(fs.readFileSync(file('big.svg'), 'utf8')))].map((e) => e['data-id']).filter(Boolean));
      const bigIds = big.trim().split('\n').slice(1).map((line) => line.split(',')[0]);
      assert.equal(bigIds.filter((id) => !drawn.has(id)).length, 0, 'every asset drawn');
    });

    check('diff: exit 0 unchanged, 1 changed; Markdown, CSV and JSON; --render draws the changes', {}, async () => {
      await ready();
      const same = await palito(dir, ['diff', 'assets-sample.csv', 'assets-sample.csv']);
      assert.equal(same.code, 0, same.stderr);
      assert.match(same.stdout, /Nothing changed\./);

      const md = await palito(dir, ['diff', 'assets-sample.csv', 'after.csv', '--lang', 'ko']);
      assert.equal(md.code, 1, md.stderr);
      assert.match(md.stdout, /\| 추가 \| 삭제 \| 변경 \| 이동 \| 추가된 연결 \| 삭제된 연결 \|\n\| --- .*\n\| 1 \| 1 \| 1 \| 0 \|/);
      assert.match(md.stdout, /\| 추가 \| Z999 \| new-rtr-99 \|/);

      const csv = await palito(dir, ['diff', 'assets-sample.csv', '-', '--format', 'csv'], {input: fs.readFileSync(file('after.csv'))});
      assert.equal(csv.code, 1);
      assert.ok(csv.stdout.startsWith('\uFEFF'), 'a byte order mark for Excel');
      assert.match(csv.stdout, /Changed,[^\n]*IP address/);

      fs.rmSync(file('changes.svg'), {force: true});
      fs.rmSync(file('changes.json'), {force: true});
      const json = await palito(dir, ['diff', 'assets-sample.csv', 'after.csv', '--format', 'json', '-o', 'changes.json', '--render', 'changes.svg']);
      assert.equal(json.code, 1, json.stderr);
      const report = JSON.parse(fs.readFileSync(file('changes.json'), 'utf8'));
      assert.deepEqual(report.counts, {added: 1, removed: 1, changed: 1, moved: 0, linksAdded: 1, linksRemoved: report.counts.linksRemoved});
      assert.deepEqual(report.diff.assets.added, ['Z999']);
      const svg = fs.readFileSync(file('changes.svg'), 'utf8');
      assert.equal(XMLValidator.validate(svg), true);
      assert.match(svg, /Changes since the previous inventory/, 'the Changes legend');
      assert.ok(svg.includes('data-id="Z999"'), 'the added asset drawn');
      assert.ok(svg.includes(`>${names.at(-1)}<`), 'the removed asset drawn where it was');

      const again = await palito(dir, ['diff', 'assets-sample.csv', 'after.csv', '--render', 'changes.svg']);
      assert.equal(again.code, 2, 'the overwrite guard');
    });
  });
}

function once(start) {
  let promise;
  return () => (promise ??= start());
}

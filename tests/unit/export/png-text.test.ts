// withPngText: the view written into a PNG as an iTXt Title. The chunks are read back as a PNG
// reader walks them, each CRC checked with Node's own crc32, and the image data left as it was.

import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {withPngText} from '../../../packages/palito/src/api/png-text';

/** A 2×1 RGB PNG built by hand (IHDR, IDAT, IEND), its CRCs by zlib. */
function tinyPng(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255]));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  );
}

/** Every chunk, in order, with its CRC checked. */
function chunksOf(png: Uint8Array): Array<{type: string; data: Buffer}> {
  const bytes = Buffer.from(png);
  const chunks: Array<{type: string; data: Buffer}> = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(zlib.crc32(bytes.subarray(at + 4, at + 8 + length)));
    chunks.push({type, data});
    at += 12 + length;
  }
  return chunks;
}

describe('withPngText', () => {
  it('adds an iTXt Title after the header, in UTF-8, every CRC right and the image untouched', () => {
    const png = tinyPng();
    const titled = withPngText(png, 'Title', '샘플 · 존 보기 · 인터넷 DMZ', 'ko');
    const chunks = chunksOf(titled);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'iTXt', 'IDAT', 'IEND']);
    const [keyword, flags, language, translated, text] = (() => {
      const data = chunks[1].data;
      const nul = (from: number) => data.indexOf(0, from);
      const k = nul(0);
      const l = nul(k + 3);
      const t = nul(l + 1);
      return [data.toString('latin1', 0, k), [...data.subarray(k + 1, k + 3)], data.toString('latin1', k + 3, l), data.toString('utf8', l + 1, t), data.toString('utf8', t + 1)];
    })();
    expect({keyword, flags, language, translated, text}).toEqual({keyword: 'Title', flags: [0, 0], language: 'ko', translated: '', text: '샘플 · 존 보기 · 인터넷 DMZ'});
    const original = chunksOf(png);
    expect(chunks.filter((c) => c.type !== 'iTXt')).toEqual(original);
    expect(zlib.inflateSync(chunks[2].data)).toEqual(Buffer.from([0, 255, 0, 0, 0, 0, 255]));
  });

  it('leaves anything that is not a PNG as it is', () => {
    const notPng = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(withPngText(notPng, 'Title', 'x')).toBe(notPng);
  });
});

import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { encodePng } from './png';

/** Reads back the chunks of a PNG and the RGB bytes of its (Sub-filtered) rows. */
function decode(png: Buffer): { width: number; height: number; rgb: number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let header: Buffer = Buffer.alloc(0);
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const rows = inflateSync(Buffer.concat(data));
  const rgb: number[] = [];
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    expect(rows[start]).toBe(1);
    for (let x = 0; x < width * 3; x++) {
      const left = x >= 3 ? (rgb[y * width * 3 + x - 3] ?? 0) : 0;
      rgb.push(((rows[start + 1 + x] ?? 0) + left) & 0xff);
    }
  }
  return { width, height, rgb };
}

describe('encodePng', () => {
  it('writes a PNG whose rows read back as the pixels given', () => {
    const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 200, 100, 50, 1, 2, 3]);
    expect(decode(encodePng(3, 2, pixels))).toEqual({ width: 3, height: 2, rgb: [...pixels] });
  });

  it('refuses pixels that do not fill the picture, saying so', () => {
    expect(() => encodePng(2, 2, new Uint8Array(5))).toThrow(/5 bytes do not make a 2×2 RGB picture/);
  });
});

import { deflateSync } from 'node:zlib';

/** CRC-32 (the PNG polynomial) of each byte value, for the chunk checksums. */
const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG file of 8-bit RGB pixels (`rgb` holds width × height × 3 bytes, row by row): the signature, the
 * header, one deflated data chunk with the Sub row filter, and the end chunk. Enough for the captchas, which
 * must be pictures rather than markup that names their answer.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3)
    throw new Error(`encodePng: ${rgb.length} bytes do not make a ${width}×${height} RGB picture`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const rowLength = width * 3;
  const rows = Buffer.alloc((rowLength + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 1, "Sub", stores each byte less the one a pixel to its
    // left, so smooth gradients become runs of small numbers that deflate well.
    const start = y * (rowLength + 1);
    rows[start] = 1;
    for (let x = 0; x < rowLength; x++) {
      const left = x >= 3 ? (rgb[y * rowLength + x - 3] ?? 0) : 0;
      rows[start + 1 + x] = ((rgb[y * rowLength + x] ?? 0) - left) & 0xff;
    }
  }
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A PNG as a `data:` URL, for an `<img src>`. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

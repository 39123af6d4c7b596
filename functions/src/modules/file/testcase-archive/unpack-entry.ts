import { crc32, inflateRawSync } from 'node:zlib';
import { AppError } from '../../../frame/app-error';
import type { ZipEntry } from './zip-directory';

const methods = { stored: 0, deflated: 8 } as const;

/**
 * Unpacks one entry, never to more than the size the directory declares: zlib stops with an error as
 * soon as the output would pass it, so a lying entry costs at most its declared size, which the
 * caller has already held against the archive's limit. The CRC then proves the bytes are the ones
 * the archive was made from.
 */
export function unpackEntry(archive: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.encrypted)
    throw new AppError('testcaseZipUnsupported', { name: entry.name, feature: 'encryption' });
  const compressed = archive.subarray(entry.dataStart, entry.dataEnd);
  let content: Uint8Array;
  if (entry.method === methods.stored) {
    if (entry.compressedSize !== entry.declaredSize)
      throw new AppError('testcaseZipSizeLie', { name: entry.name });
    content = compressed;
  } else if (entry.method === methods.deflated) {
    content = inflateBounded(compressed, entry);
  } else {
    throw new AppError('testcaseZipUnsupported', {
      name: entry.name,
      feature: `compression method ${entry.method}`,
    });
  }
  if (content.byteLength !== entry.declaredSize)
    throw new AppError('testcaseZipSizeLie', { name: entry.name });
  if (crc32(content) >>> 0 !== entry.crc32 >>> 0)
    throw new AppError('testcaseZipDamaged', { reason: `${entry.name} fails its checksum` });
  return content;
}

function inflateBounded(compressed: Uint8Array, entry: ZipEntry): Uint8Array {
  try {
    // zlib wants a limit of at least one byte; an empty entry that inflates to one byte is still caught.
    return inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.declaredSize) });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') throw new AppError('testcaseZipSizeLie', { name: entry.name });
    throw new AppError('testcaseZipDamaged', { reason: `${entry.name}: ${(error as Error).message}` });
  }
}

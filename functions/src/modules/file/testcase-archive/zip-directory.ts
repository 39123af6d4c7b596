import { testcaseArchiveLimits } from '@oj/shared';
import { AppError } from '../../../frame/app-error';

/** One entry of a zip's central directory, with where its compressed bytes are. */
export interface ZipEntry {
  name: string;
  isFolder: boolean;
  /** 0 stored, 8 deflated; anything else is refused when the entry is unpacked. */
  method: number;
  encrypted: boolean;
  crc32: number;
  compressedSize: number;
  /** As the archive declares it; checked against what unpacking really gives. */
  declaredSize: number;
  /** Where its local header starts, and where its compressed bytes start and end. */
  headerOffset: number;
  dataStart: number;
  dataEnd: number;
}

const signatures = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const;
const endRecordSize = 22;
const centralHeaderSize = 46;
const localHeaderSize = 30;
/** ZIP64 marks a field it moved to its own record with all ones. */
const zip64Marker = 0xffffffff;
const nameDecoder = new TextDecoder('utf-8');

function damaged(reason: string): AppError {
  return new AppError('testcaseZipDamaged', { reason });
}

/** The end-of-central-directory record: the last one whose signature fits, comment included. */
function findEndRecord(view: DataView): number {
  const earliest = Math.max(0, view.byteLength - endRecordSize - 0xffff);
  for (let at = view.byteLength - endRecordSize; at >= earliest; at -= 1) {
    if (
      view.getUint32(at, true) === signatures.end &&
      at + endRecordSize + view.getUint16(at + 20, true) <= view.byteLength
    )
      return at;
  }
  return -1;
}

/**
 * Reads a zip's central directory without unpacking anything: names, declared sizes and where each
 * entry's bytes lie. Refuses what is not a zip, multi-disk and ZIP64 archives (a test data archive
 * under the upload limit never needs them), and entries whose bytes overlap another's, the trick of
 * zip bombs that make many entries from one compressed block.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const startsLikeZip =
    bytes.byteLength >= endRecordSize &&
    (view.getUint32(0, true) === signatures.local || view.getUint32(0, true) === signatures.end);
  const endAt = startsLikeZip ? findEndRecord(view) : -1;
  if (endAt < 0) throw new AppError('testcaseNotZip');

  const entryCount = view.getUint16(endAt + 10, true);
  const directorySize = view.getUint32(endAt + 12, true);
  const directoryOffset = view.getUint32(endAt + 16, true);
  if (view.getUint16(endAt + 4, true) !== 0 || view.getUint16(endAt + 6, true) !== 0)
    throw new AppError('testcaseZipUnsupported', { name: '(archive)', feature: 'multi-disk' });
  if (directoryOffset === zip64Marker || entryCount === 0xffff)
    throw new AppError('testcaseZipUnsupported', { name: '(archive)', feature: 'ZIP64' });
  if (entryCount > testcaseArchiveLimits.maxEntries)
    throw new AppError('testcaseTooManyEntries', { limit: testcaseArchiveLimits.maxEntries });
  if (directoryOffset + directorySize > endAt) throw damaged('the central directory lies outside the file');

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + centralHeaderSize > endAt || view.getUint32(at, true) !== signatures.central)
      throw damaged(`directory entry ${index + 1} is missing`);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameBytes = bytes.subarray(at + centralHeaderSize, at + centralHeaderSize + nameLength);
    // Bit 11 says UTF-8; otherwise CP437, which agrees with UTF-8 on the ASCII names we accept.
    const name = nameDecoder.decode(nameBytes);
    const compressedSize = view.getUint32(at + 20, true);
    const declaredSize = view.getUint32(at + 24, true);
    const headerOffset = view.getUint32(at + 42, true);
    if (compressedSize === zip64Marker || declaredSize === zip64Marker || headerOffset === zip64Marker)
      throw new AppError('testcaseZipUnsupported', { name, feature: 'ZIP64' });
    if (
      headerOffset + localHeaderSize > directoryOffset ||
      view.getUint32(headerOffset, true) !== signatures.local
    )
      throw damaged(`the local header of ${name} is missing`);
    const dataStart =
      headerOffset +
      localHeaderSize +
      view.getUint16(headerOffset + 26, true) +
      view.getUint16(headerOffset + 28, true);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryOffset) throw damaged(`the data of ${name} runs past the end`);
    entries.push({
      name,
      isFolder: name.endsWith('/'),
      method: view.getUint16(at + 10, true),
      encrypted: (flags & 1) === 1,
      crc32: view.getUint32(at + 16, true),
      compressedSize,
      declaredSize,
      headerOffset,
      dataStart,
      dataEnd,
    });
    at += centralHeaderSize + nameLength + extraLength + commentLength;
  }
  refuseOverlaps(entries);
  return entries;
}

function refuseOverlaps(entries: readonly ZipEntry[]): void {
  const byOffset = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  for (let index = 1; index < byOffset.length; index += 1) {
    const previous = byOffset[index - 1] as ZipEntry;
    const entry = byOffset[index] as ZipEntry;
    if (entry.headerOffset < previous.dataEnd) throw new AppError('testcaseZipOverlap', { name: entry.name });
  }
}

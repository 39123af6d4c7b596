import { zipSync, type Zippable } from 'fflate';

/* Archives for the tests of the upload: honest ones made by fflate, and the lies a hostile archive
   tells, made by editing an honest one's directory. Never imported by the handlers. */

const encoder = new TextEncoder();

/** A zip of the given files (text or bytes); names are used as given, slashes make folders. */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    zippable[name] = [typeof content === 'string' ? encoder.encode(content) : content, { level: 6 }];
  }
  return zipSync(zippable);
}

interface Located {
  view: DataView;
  directoryOffset: number;
  directorySize: number;
  endAt: number;
}

function locate(zip: Uint8Array): Located {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const endAt = zip.byteLength - 22;
  if (view.getUint32(endAt, true) !== 0x06054b50) throw new Error('fixture zips carry no comment');
  return {
    view,
    endAt,
    directorySize: view.getUint32(endAt + 12, true),
    directoryOffset: view.getUint32(endAt + 16, true),
  };
}

/** Offsets of each central directory record, by entry name. */
function directoryRecords(zip: Uint8Array): Map<string, { at: number; length: number }> {
  const { view, directoryOffset, endAt } = locate(zip);
  const records = new Map<string, { at: number; length: number }>();
  for (let at = directoryOffset; at < endAt;) {
    const nameLength = view.getUint16(at + 28, true);
    const length = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    records.set(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)), { at, length });
    at += length;
  }
  return records;
}

/** The same archive, but claiming `size` unpacked bytes for `name` (a lie either way). */
export function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const record = directoryRecords(copy).get(name);
  if (!record) throw new Error(`no entry ${name}`);
  const view = new DataView(copy.buffer);
  view.setUint32(record.at + 24, size, true);
  view.setUint32(view.getUint32(record.at + 42, true) + 22, size, true);
  return copy;
}

/**
 * The same archive with a second directory entry, named `alias` (as long as `name`), whose bytes are
 * `name`'s: the overlap a zip bomb uses to unpack one compressed block many times.
 */
export function withAlias(zip: Uint8Array, name: string, alias: string): Uint8Array {
  if (alias.length !== name.length) throw new Error('an alias keeps the length of the name');
  const record = directoryRecords(zip).get(name);
  if (!record) throw new Error(`no entry ${name}`);
  const { view, directoryOffset, directorySize, endAt } = locate(zip);
  const extra = zip.slice(record.at, record.at + record.length);
  extra.set(encoder.encode(alias), 46);
  const out = new Uint8Array(zip.byteLength + extra.byteLength);
  out.set(zip.subarray(0, endAt));
  out.set(extra, endAt);
  out.set(zip.subarray(endAt), endAt + extra.byteLength);
  const outView = new DataView(out.buffer);
  const newEnd = endAt + extra.byteLength;
  const count = view.getUint16(endAt + 10, true) + 1;
  outView.setUint16(newEnd + 8, count, true);
  outView.setUint16(newEnd + 10, count, true);
  outView.setUint32(newEnd + 12, directorySize + extra.byteLength, true);
  outView.setUint32(newEnd + 16, directoryOffset, true);
  return out;
}

/** The same archive with one byte of `name`'s compressed data flipped. */
export function withCorruptData(zip: Uint8Array, name: string): Uint8Array {
  const copy = zip.slice();
  const record = directoryRecords(copy).get(name);
  if (!record) throw new Error(`no entry ${name}`);
  const view = new DataView(copy.buffer);
  const header = view.getUint32(record.at + 42, true);
  const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  copy[dataStart] = (copy[dataStart] ?? 0) ^ 0xff;
  return copy;
}

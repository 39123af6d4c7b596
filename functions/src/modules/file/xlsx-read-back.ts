import { strFromU8, unzipSync } from 'fflate';
import type { SheetCell } from './xlsx-sheet';

/*
 * Reads the first sheet of an XLSX file back into rows, for tests of the downloads: shared strings,
 * inline strings and numbers, each row as long as its last cell. Written apart from the writer, from
 * SpreadsheetML itself (ECMA-376 part 1, §18.3 and §18.4), so a test does not trust the writer twice.
 */

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_match, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? '';
  });
}

/** The text of the `<t>` runs inside an element's XML. */
function textOf(xml: string): string {
  return [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)]
    .map((run) => unescapeXml(run[1] ?? ''))
    .join('');
}

/** 'A' → 0, 'Z' → 25, 'AA' → 26. */
function columnIndexOf(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

export function xlsxRows(file: Uint8Array): SheetCell[][] {
  const parts = unzipSync(file);
  const part = (name: string) => (parts[name] ? strFromU8(parts[name]) : '');
  const sharedStrings = [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((item) =>
    textOf(item[1] ?? ''),
  );
  const sheet = part('xl/worksheets/sheet1.xml');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: SheetCell[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const index = columnIndexOf(/\br="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? '');
      const type = /\bt="(\w+)"/.exec(attributes)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      while (cells.length < index) cells.push('');
      if (type === 's') cells[index] = sharedStrings[Number(value)] ?? '';
      else if (type === 'inlineStr') cells[index] = textOf(body);
      else if (type === 'str') cells[index] = value;
      else cells[index] = value === '' ? '' : Number(value);
    }
    return cells;
  });
}

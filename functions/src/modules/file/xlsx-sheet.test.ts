import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { xlsxOf } from './xlsx-sheet';
import { xlsxRows } from './xlsx-read-back';

describe('the XLSX sheet writer', () => {
  it('writes text as text and numbers as numbers, read back cell by cell', async () => {
    const file = await xlsxOf('users', [
      ['username', 'password', 'ac'],
      ['s1', '012345', 3],
    ]);
    expect(xlsxRows(file)).toEqual([
      ['username', 'password', 'ac'],
      // Passwords stay text, so leading zeros survive.
      ['s1', '012345', 3],
    ]);
  });

  it('keeps markup, other scripts and formula-like text as typed, never as a formula', async () => {
    const tricky = ['<a & "b">', '张三', '=HYPERLINK("http://x")', ''];
    const file = await xlsxOf('s', [tricky]);
    expect(xlsxRows(file)).toEqual([tricky]);
    expect(strFromU8(unzipSync(file)['xl/worksheets/sheet1.xml'] ?? new Uint8Array())).not.toContain('<f>');
  });

  it('names its one sheet', async () => {
    const workbook = strFromU8(
      unzipSync(await xlsxOf('rank', [['x']]))['xl/workbook.xml'] ?? new Uint8Array(),
    );
    expect(workbook).toMatch(/<sheet [^>]*name="rank"/);
  });
});

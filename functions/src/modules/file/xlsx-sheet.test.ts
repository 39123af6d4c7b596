import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { columnName, xlsxOf } from './xlsx-sheet';

describe('the XLSX sheet writer', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('zips the four parts a workbook needs and the sheet with every cell as inline text', () => {
    const files = unzipSync(
      xlsxOf('users', [
        ['username', 'password'],
        ['s1', '012345'],
      ]),
    );
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">username</t></is></c>');
    // Passwords stay text, so leading zeros survive.
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">012345</t></is></c>');
  });

  it('escapes markup in cells so the sheet stays well-formed', () => {
    const sheet = strFromU8(
      unzipSync(xlsxOf('s', [['<a & "b">']]))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
    );
    expect(sheet).toContain('&#60;a &#38; &#34;b&#34;&#62;');
  });
});

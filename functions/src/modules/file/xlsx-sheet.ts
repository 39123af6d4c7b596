import { strToU8, zipSync } from 'fflate';

/*
 * The smallest XLSX that spreadsheet programs open: one sheet of text cells written as inline strings
 * (no shared-string table), zipped with the four parts SpreadsheetML requires. Enough for a list of
 * generated accounts without a spreadsheet library in the function's bundle.
 */

function escapeXml(text: string): string {
  return (
    text
      .replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
      // Characters XML 1.0 cannot hold at all are dropped.
      // eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function sheetXml(rows: readonly (readonly string[])[]): string {
  const rowXml = rows.map((cells, rowIndex) => {
    const cellXml = cells
      .map((text, columnIndex) => {
        const ref = `${columnName(columnIndex)}${rowIndex + 1}`;
        return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
      })
      .join('');
    return `<row r="${rowIndex + 1}">${cellXml}</row>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetData>${rowXml.join('')}</sheetData></worksheet>`
  );
}

/** An XLSX file of one sheet named `sheetName` holding `rows` of text. */
export function xlsxOf(sheetName: string, rows: readonly (readonly string[])[]): Uint8Array {
  const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const relationship = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${relationship}/officeDocument" Target="xl/workbook.xml"/>` +
          '</Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        `${xmlHead}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${relationship}">` +
          `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${relationship}/worksheet" Target="worksheets/sheet1.xml"/>` +
          '</Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows)),
    },
    { level: 6 },
  );
}

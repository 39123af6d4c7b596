/** What a spreadsheet cell holds: text stays text (leading zeros survive), numbers are numbers. */
export type SheetCell = string | number;

/**
 * An XLSX file of one sheet named `sheetName` holding `rows`, written by excel-builder-vanilla (a
 * small writer on fflate, loaded on the first download only: every call of the file area shares the
 * cold start). Text is written as shared strings, never as formulas, so a cell that starts with `=` is
 * shown as typed.
 */
export async function xlsxOf(
  sheetName: string,
  rows: readonly (readonly SheetCell[])[],
): Promise<Uint8Array> {
  const { createExcelFile, createWorkbook } = await import('excel-builder-vanilla');
  const workbook = createWorkbook();
  const sheet = workbook.createWorksheet({ name: sheetName });
  sheet.setData(rows.map((cells) => [...cells]));
  workbook.addWorksheet(sheet);
  return createExcelFile(workbook, 'Uint8Array');
}

/**
 * Reads a users CSV file's text (UTF-8; columns username, password, email, realname, gender, nickname,
 * school): quoted cells with commas, doubled quotes and line breaks, CRLF or LF lines, a byte-order
 * mark. Blank lines are skipped, and a first line whose first cell is `username` is taken as a header.
 * Returns the rows the server checks; row 1 is the first user.
 */
export function parseUserCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\ufeff/, '');
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  if (rows[0]?.[0]?.trim().toLowerCase() === 'username') rows.shift();
  // Only the seven columns are sent; a trailing empty column from a spreadsheet is not an error.
  return rows.map((cells) => cells.slice(0, 7));
}

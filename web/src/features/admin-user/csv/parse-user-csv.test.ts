import { describe, expect, it } from 'vitest';
import { parseUserCsv } from './parse-user-csv';

describe('reading a users CSV file', () => {
  it('reads rows of seven columns and skips a header line and blank lines', () => {
    const text =
      'username,password,email,realname,gender,nickname,school\r\nann,secret1,a@x.cn,Ann,female,A,S1\r\n\r\nbo,secret2\n';
    expect(parseUserCsv(text)).toEqual([
      ['ann', 'secret1', 'a@x.cn', 'Ann', 'female', 'A', 'S1'],
      ['bo', 'secret2'],
    ]);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks, after a byte-order mark', () => {
    expect(parseUserCsv('\ufeffcy,"pa,ss",,"Li ""Cy""","1","a\nb",学校')).toEqual([
      ['cy', 'pa,ss', '', 'Li "Cy"', '1', 'a\nb', '学校'],
    ]);
  });

  it('keeps the first line when it is a user, not a header', () => {
    expect(parseUserCsv('dan,secret3\nemma,secret4')).toEqual([
      ['dan', 'secret3'],
      ['emma', 'secret4'],
    ]);
  });

  it('drops columns after the seventh', () => {
    expect(parseUserCsv('fay,secret5,,,,,,extra')).toEqual([['fay', 'secret5', '', '', '', '', '']]);
  });
});

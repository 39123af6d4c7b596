import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-call-file';

describe('fileNameOf', () => {
  it('reads the quoted file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="P1000.zip"', 'x.zip')).toBe('P1000.zip');
  });

  it('reads an encoded UTF-8 name', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E9%A2%98.zip", 'x.zip')).toBe('题.zip');
  });

  it('falls back when the header is missing', () => {
    expect(fileNameOf(null, 'x.zip')).toBe('x.zip');
  });
});

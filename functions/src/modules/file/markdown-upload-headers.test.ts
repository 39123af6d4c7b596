import { describe, expect, it } from 'vitest';
import { attachmentDisposition, storedExtensionOf } from './markdown-upload-headers';

describe('markdown upload names', () => {
  it('keep a short plain extension in lower case and store anything else as bin', () => {
    expect(storedExtensionOf('Data.PDF')).toBe('pdf');
    expect(storedExtensionOf('archive.tar.gz')).toBe('gz');
    expect(storedExtensionOf('README')).toBe('bin');
    expect(storedExtensionOf('x.p/../../y')).toBe('bin');
    expect(storedExtensionOf('x.verylongextension')).toBe('bin');
  });

  it('always make a download, with quotes, backslashes, paths and non-ASCII kept out of the plain name', () => {
    expect(attachmentDisposition('a"b\\c.txt')).toBe(`attachment; filename="c.txt"; filename*=UTF-8''c.txt`);
    expect(attachmentDisposition('say "hi".txt')).toBe(
      `attachment; filename="say _hi_.txt"; filename*=UTF-8''${encodeURIComponent('say "hi".txt')}`,
    );
    expect(attachmentDisposition('题解.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('题解.pdf')}`,
    );
    expect(attachmentDisposition("it's (1).txt")).toBe(
      `attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`,
    );
    expect(attachmentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});

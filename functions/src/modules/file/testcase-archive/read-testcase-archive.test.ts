import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { testcaseArchiveLimits } from '@oj/shared';
import { AppError } from '../../../frame/app-error';
import { readTestcaseArchive } from './read-testcase-archive';
import { withAlias, withCorruptData, withDeclaredSize, zipOf } from './archive-fixtures';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** The catalogue name of the error reading the archive throws, or 'none'. */
function refusal(archive: Uint8Array, mode: 'default' | 'spj' | 'interactive' = 'default'): string {
  try {
    readTestcaseArchive(archive, mode);
    return 'none';
  } catch (error) {
    if (error instanceof AppError) return `${error.errorName} ${JSON.stringify(error.params)}`;
    throw error;
  }
}

describe('reading a test data archive', () => {
  it('pairs inputs with outputs in natural order and unpacks them', () => {
    const archive = zipOf({
      '10.in': '10\n',
      '10.out': '20\n',
      '2.in': '2\n',
      '2.ans': '4\n',
      'README.md': 'x',
    });
    const { cases, files, ignored } = readTestcaseArchive(archive, 'default');
    expect(cases).toEqual([
      { input: '2.in', output: '2.ans' },
      { input: '10.in', output: '10.out' },
    ]);
    expect(text(files['10.out'])).toBe('20\n');
    expect(Object.keys(files).sort()).toEqual(['10.in', '10.out', '2.ans', '2.in']);
    expect(ignored).toEqual(['README.md']);
  });

  it('takes the cases out of one folder, and skips the Mac metadata folder', () => {
    const archive = zipOf({
      'data/': new Uint8Array(0),
      'data/1.in': '1',
      'data/1.out': '2',
      '__MACOSX/data/._1.in': 'junk',
    });
    const { cases, files } = readTestcaseArchive(archive, 'default');
    expect(cases).toEqual([{ input: '1.in', output: '1.out' }]);
    expect(Object.keys(files).sort()).toEqual(['1.in', '1.out']);
  });

  it('gives an interactive input without an output an empty one', () => {
    const { cases, files } = readTestcaseArchive(
      zipOf({ '1.in': '5', '2.in': '7', '2.out': '7' }),
      'interactive',
    );
    expect(cases).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.out' },
    ]);
    expect(files['1.out']).toEqual(new Uint8Array(0));
  });

  it('refuses what is not a zip, and an archive with nothing in it', () => {
    expect(refusal(new TextEncoder().encode('1.in 1.out, honestly'))).toMatch(/^testcaseNotZip/);
    expect(refusal(new Uint8Array(0))).toMatch(/^testcaseNotZip/);
    expect(refusal(zipOf({}))).toMatch(/^testcaseZipEmpty/);
    expect(refusal(zipOf({ 'data/': new Uint8Array(0) }))).toMatch(/^testcaseZipEmpty/);
  });

  it('refuses unsafe paths, whatever the file is called', () => {
    for (const name of [
      '../1.in',
      'data/../../1.in',
      '/1.in',
      'data\\1.in',
      'C:/1.in',
      './1.in',
      'a//1.in',
    ]) {
      expect(refusal(zipOf({ [name]: '1', '1.out': '1' })), name).toBe(
        `testcaseUnsafePath {"name":"${name.replace(/\\/g, '\\\\')}"}`,
      );
    }
    expect(refusal(zipOf({ '../notes.txt': 'x', '1.in': '1', '1.out': '1' }))).toMatch(/^testcaseUnsafePath/);
  });

  it('refuses nested folders and cases spread over two folders', () => {
    expect(refusal(zipOf({ 'a/b/1.in': '1', 'a/b/1.out': '1' }))).toMatch(/^testcaseNestedFolder/);
    expect(refusal(zipOf({ 'a/1.in': '1', 'a/1.out': '1', 'b/2.in': '2', 'b/2.out': '2' }))).toMatch(
      /^testcaseNestedFolder/,
    );
    expect(refusal(zipOf({ '1.in': '1', '1.out': '1', 'b/2.in': '2', 'b/2.out': '2' }))).toMatch(
      /^testcaseNestedFolder/,
    );
  });

  it('refuses unpaired files, except a missing output in interactive mode', () => {
    expect(refusal(zipOf({ '1.in': '1', '1.out': '1', '2.in': '2' }))).toBe(
      'testcaseMissingOutput {"input":"2.in","base":"2"}',
    );
    expect(refusal(zipOf({ '1.in': '1', '1.out': '1', '2.in': '2' }), 'spj')).toMatch(
      /^testcaseMissingOutput/,
    );
    expect(refusal(zipOf({ '1.in': '1', '1.out': '1', '3.out': '3' }), 'interactive')).toBe(
      'testcaseMissingInput {"output":"3.out","base":"3"}',
    );
    expect(refusal(zipOf({ '1.in': '1', '1.out': '1', '1.ans': '1' }))).toMatch(/^testcaseAmbiguousOutput/);
    expect(refusal(zipOf({ '1.in': '1', '1.IN': '1', '1.out': '1' }))).toMatch(/^testcaseDuplicateName/);
    expect(refusal(zipOf({ 'notes.txt': 'x' }))).toMatch(/^testcaseNoCases/);
  });

  it('refuses an archive that declares more than the limit, before unpacking it', () => {
    const archive = withDeclaredSize(
      zipOf({ '1.in': '1', '1.out': '1' }),
      '1.in',
      testcaseArchiveLimits.maxUnpackedBytes,
    );
    expect(refusal(archive)).toBe('testcaseZipTooLarge {"limit":256}');
  });

  it('stops unpacking an entry at its declared size when it holds more', () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const archive = withDeclaredSize(zipOf({ '1.in': zeros, '1.out': '0' }), '1.in', 1000);
    expect(refusal(archive)).toBe('testcaseZipSizeLie {"name":"1.in"}');
    expect(deflateRawSync(zeros).byteLength).toBeLessThan(10_000);
  });

  it('refuses entries that share their compressed bytes', () => {
    const archive = withAlias(zipOf({ '1.in': '1 2', '1.out': '3' }), '1.in', '2.in');
    expect(refusal(archive)).toMatch(/^testcaseZipOverlap/);
  });

  it('refuses damaged data by its checksum or its inflation', () => {
    const archive = withCorruptData(
      zipOf({ '1.in': 'a fairly long input line\n'.repeat(50), '1.out': '1' }),
      '1.in',
    );
    expect(refusal(archive)).toMatch(/^testcaseZip(Damaged|SizeLie)/);
  });
});

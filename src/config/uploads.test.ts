import { describe, expect, it } from 'vitest';
import { UPLOAD_EXTENSIONS } from './limits';
import { fileExtension, isAllowedUpload } from './uploads';

describe('isAllowedUpload', () => {
  it('accepts every extension of the spec list', () => {
    expect(UPLOAD_EXTENSIONS).toEqual(['txt', 'log', 'csv', 'jpg', 'jpeg', 'png', 'gif', 'pdf']);
    for (const extension of UPLOAD_EXTENSIONS) expect(isAllowedUpload(`file.${extension}`), extension).toBe(true);
  });

  it('ignores the case of the extension', () => {
    expect(isAllowedUpload('Scan.PDF')).toBe(true);
    expect(isAllowedUpload('photo.JpEg')).toBe(true);
  });

  it('refuses other extensions', () => {
    for (const name of ['setup.exe', 'page.html', 'image.svg', 'archive.zip', 'doc.docx', 'image.webp']) {
      expect(isAllowedUpload(name), name).toBe(false);
    }
  });

  it('looks only at the last extension', () => {
    expect(isAllowedUpload('invoice.pdf.exe')).toBe(false);
    expect(isAllowedUpload('archive.tar.csv')).toBe(true);
  });

  it('refuses a name without an extension', () => {
    for (const name of ['README', 'pdf', '.pdf', 'file.', '']) expect(isAllowedUpload(name), name).toBe(false);
  });

  it('reads the name after a path, as some browsers report one', () => {
    expect(isAllowedUpload('C:\\fakepath\\statement.csv')).toBe(true);
    expect(isAllowedUpload('folder.pdf/notes')).toBe(false);
  });
});

describe('fileExtension', () => {
  it('is the lower-case text after the last dot', () => {
    expect(fileExtension('a.b.TXT')).toBe('txt');
    expect(fileExtension('noext')).toBeUndefined();
  });
});

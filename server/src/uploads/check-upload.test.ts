import { describe, expect, it } from 'vitest';
import { checkUpload, isPlainText } from './check-upload.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
// The first bytes of a Windows executable (MZ header with its PE offset).
const EXE = (() => {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a, 0x90, 0]);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
})();
const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);

describe('checkUpload', () => {
  it('accepts each allowed format whose bytes match its name, with the type to serve it as', async () => {
    await expect(checkUpload('shot.PNG', PNG)).resolves.toEqual({ ok: true, extension: 'png', mimeType: 'image/png' });
    await expect(checkUpload('scan.pdf', PDF)).resolves.toMatchObject({ ok: true, mimeType: 'application/pdf' });
    await expect(checkUpload('photo.jpeg', JPEG)).resolves.toMatchObject({ ok: true, mimeType: 'image/jpeg' });
    await expect(checkUpload('photo.jpg', JPEG)).resolves.toMatchObject({ ok: true, extension: 'jpg' });
    await expect(checkUpload('a.gif', GIF)).resolves.toMatchObject({ ok: true, mimeType: 'image/gif' });
    await expect(checkUpload('miner.log', new TextEncoder().encode('[12:00] accepted 1/1 ✓\r\n'))).resolves.toMatchObject({ ok: true, mimeType: 'text/plain' });
    await expect(checkUpload('rigs.csv', new TextEncoder().encode('\uFEFFname;speed\nrig1;10\n'))).resolves.toMatchObject({ ok: true, mimeType: 'text/csv' });
  });

  it('refuses an executable named as a PDF, an image or a text file', async () => {
    await expect(checkUpload('invoice.pdf', EXE)).resolves.toEqual({ ok: false, problem: 'content' });
    await expect(checkUpload('photo.png', ELF)).resolves.toEqual({ ok: false, problem: 'content' });
    await expect(checkUpload('notes.txt', EXE)).resolves.toEqual({ ok: false, problem: 'content' });
  });

  it('refuses a file of one allowed format named as another', async () => {
    await expect(checkUpload('scan.pdf', PNG)).resolves.toEqual({ ok: false, problem: 'content' });
    await expect(checkUpload('data.csv', PNG)).resolves.toEqual({ ok: false, problem: 'content' });
  });

  it('refuses other extensions, empty files and files over the size bound', async () => {
    await expect(checkUpload('tool.exe', EXE)).resolves.toEqual({ ok: false, problem: 'extension' });
    await expect(checkUpload('invoice.pdf.exe', PDF)).resolves.toEqual({ ok: false, problem: 'extension' });
    await expect(checkUpload('empty.txt', new Uint8Array())).resolves.toEqual({ ok: false, problem: 'empty' });
    await expect(checkUpload('big.txt', new Uint8Array(11).fill(65), 10)).resolves.toEqual({ ok: false, problem: 'size' });
  });
});

describe('isPlainText', () => {
  it('takes UTF-8 text with tabs and line ends, and refuses invalid UTF-8 and NUL bytes', () => {
    expect(isPlainText(new TextEncoder().encode('a\tb\r\nc ж 中'))).toBe(true);
    expect(isPlainText(Uint8Array.from([0xc3, 0x28]))).toBe(false);
    expect(isPlainText(Uint8Array.from([0x61, 0, 0x62]))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fallbackLetterFileName, fileNameFromDisposition, letterDownloadPath, letterFormatLabel, letterFormats } from './downloads';

describe('letterDownloadPath', () => {
  it('adds the resume template to DOCX and PDF only', () => {
    expect(letterDownloadPath(4, 'txt', 'prem-1')).toBe('/api/cover-letter/4/download/txt');
    expect(letterDownloadPath(4, 'pdf', 'prem-1')).toBe('/api/cover-letter/4/download/pdf?template=prem-1');
    expect(letterDownloadPath(4, 'docx')).toBe('/api/cover-letter/4/download/docx');
  });
  it("labels the buttons' formats", () => {
    expect(letterFormats.map(letterFormatLabel)).toEqual(['TXT', 'DOCX', 'PDF']);
  });
});

describe('fileNameFromDisposition', () => {
  const fallback = 'Cover Letter.txt';
  it('prefers the UTF-8 name', () => {
    const header = `attachment; filename="Cover Letter - Caf_.pdf"; filename*=UTF-8''Cover%20Letter%20-%20Caf%C3%A9.pdf`;
    expect(fileNameFromDisposition(header, fallback)).toBe('Cover Letter - Café.pdf');
  });
  it('reads a quoted or bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="Cover Letter - Acme.docx"', fallback)).toBe('Cover Letter - Acme.docx');
    expect(fileNameFromDisposition('attachment; filename=letter.txt', fallback)).toBe('letter.txt');
  });
  it('never keeps a path, and falls back without a name', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc.txt`, fallback)).toBe('.._.._etc.txt');
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, fallback)).toBe(fallback);
  });
});

describe('fallbackLetterFileName', () => {
  it("names the file after the company, as the server does", () => {
    expect(fallbackLetterFileName('Acme / Labs', 'pdf')).toBe('Cover Letter - Acme Labs.pdf');
    expect(fallbackLetterFileName('', 'txt')).toBe('Cover Letter.txt');
  });
});

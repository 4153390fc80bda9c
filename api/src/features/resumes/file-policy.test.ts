import { AppError, EXTRACTION_FAILURE_SENTENCE, messages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { chooseParser, declaredKindOf, unreadableAdvice } from './file-policy';
import { SAMPLE_RESUME_TEXT, buildDocx, buildHtmlResume, buildPdf, buildRandomBytes } from './parsing/test-files';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('declaredKindOf', () => {
  it('takes an accepted extension first, else the MIME type', () => {
    expect(declaredKindOf('CV.PDF', 'application/octet-stream')).toBe('pdf');
    expect(declaredKindOf('cv.txt', 'application/pdf')).toBe('text');
    expect(declaredKindOf('cv', 'application/msword')).toBe('doc');
    expect(declaredKindOf('cv.rtf', 'text/plain; charset=utf-8')).toBe('text');
    expect(declaredKindOf('cv.png', 'image/png')).toBeNull();
  });
});

describe('chooseParser: the bytes decide, the name only has to be accepted', () => {
  const text = Buffer.from(SAMPLE_RESUME_TEXT);

  it('parses documents by their bytes whatever their accepted name', async () => {
    expect(chooseParser({ bytes: await buildDocx(), fileName: 'cv.doc', declaredType: 'application/msword' })).toBe('docx');
    expect(chooseParser({ bytes: buildPdf(), fileName: 'cv.docx', declaredType: '' })).toBe('pdf');
    expect(chooseParser({ bytes: text, fileName: 'cv.txt', declaredType: 'text/plain' })).toBe('text');
    expect(chooseParser({ bytes: text, fileName: 'cv', declaredType: 'text/plain' })).toBe('text');
  });

  it('refuses text that claims to be a PDF or Word document with 422 unsupported', () => {
    for (const fileName of ['cv.pdf', 'cv.docx', 'cv.doc']) {
      const error = refusal(() => chooseParser({ bytes: text, fileName, declaredType: '' }));
      expect(error.toBody()).toEqual({
        error: 'resume_unreadable',
        message: `${EXTRACTION_FAILURE_SENTENCE} ${messages.resumeUnreadable.unsupported}`,
        details: { reason: 'unsupported' },
      });
    }
  });

  it('refuses a 0-byte file as empty, whatever its name', () => {
    for (const fileName of ['cv.pdf', 'cv.docx', 'cv.txt']) {
      const error = refusal(() => chooseParser({ bytes: new Uint8Array(0), fileName, declaredType: '' }));
      expect(error.toBody()).toMatchObject({ error: 'resume_unreadable', details: { reason: 'empty' } });
    }
  });

  it('says what to do about a file with no text by its kind: a scan, a Word file of pictures', () => {
    expect(unreadableAdvice('no-text', 'pdf')).toBe(messages.resumeUnreadable.scannedPdf);
    expect(unreadableAdvice('no-text', 'docx')).toBe(messages.resumeUnreadable.imageOnlyDocx);
    expect(unreadableAdvice('no-text', 'text')).toBe(messages.resumeUnreadable.noText);
  });

  it('refuses unknown bytes and names the form does not accept with 415', () => {
    for (const file of [
      { bytes: buildRandomBytes(), fileName: 'cv.docx', declaredType: '' },
      { bytes: buildPdf(), fileName: 'cv.png', declaredType: 'image/png' },
    ]) {
      expect(refusal(() => chooseParser(file)).toBody()).toEqual({ error: 'unsupported_media_type', message: messages.resumeFileType });
    }
  });

  it('refuses a web page with 415 whatever it is called or declared as: the spec takes PDF and Word only', () => {
    const page = buildHtmlResume();
    for (const file of [
      { fileName: 'cv.html', declaredType: 'text/plain' },
      { fileName: 'cv.txt', declaredType: 'text/html' },
      { fileName: 'cv.txt', declaredType: 'text/plain' },
      { fileName: 'cv.htm', declaredType: 'text/plain; charset=utf-8' },
      { fileName: 'cv.pdf', declaredType: 'application/pdf' },
    ]) {
      expect(refusal(() => chooseParser({ bytes: page, ...file })).toBody(), file.fileName).toEqual({
        error: 'unsupported_media_type',
        message: messages.resumeFileType,
      });
    }
  });

  it('refuses other marked-up text the same way: a page fragment, an XML export, RTF', () => {
    for (const markup of [
      `<div class="resume">\n<h1>Jordan Rivera</h1>\n<ul><li>Built REST APIs</li></ul>\n</div>`,
      `<?xml version="1.0"?>\n<!-- exported -->\n<resume><name>Jordan Rivera</name></resume>`,
      `{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\n\\f0 Jordan Rivera\\par }`,
    ]) {
      const error = refusal(() => chooseParser({ bytes: Buffer.from(markup), fileName: 'cv.txt', declaredType: 'text/plain' }));
      expect(error.toBody(), markup).toMatchObject({ error: 'unsupported_media_type' });
    }
  });

  it('still reads plain text that merely mentions a tag or an angle bracket', () => {
    const text = Buffer.from(`${SAMPLE_RESUME_TEXT}\n- Wrote <table> layouts and <script> loaders; kept p95 < 200 ms`);
    expect(chooseParser({ bytes: text, fileName: 'cv.txt', declaredType: 'text/plain' })).toBe('text');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { detectResumeType } from './detect-type';
import { normalizeExtractedText } from './normalize-text';
import { ParserBusyError, createResumeParser, defaultWorkerFile } from './parser-pool';
import {
  SAMPLE_RESUME_TEXT,
  buildDocx,
  buildEmptyPagePdf,
  buildFakeOle2,
  buildPasswordPdf,
  buildPdf,
  buildRandomBytes,
  buildZip,
  buildZipBomb,
} from './test-files';
import { checkDocxArchive } from '../../../lib/zip-archive';

describe('detectResumeType (by the bytes)', () => {
  it('recognises PDF, DOCX, DOC and text whatever the file is called', async () => {
    expect(detectResumeType(buildPdf())).toBe('pdf');
    expect(detectResumeType(await buildDocx())).toBe('docx');
    expect(detectResumeType(buildFakeOle2())).toBe('doc');
    expect(detectResumeType(Buffer.from(SAMPLE_RESUME_TEXT))).toBe('text');
    expect(detectResumeType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Jordan Rivera\nCV', 'utf16le')]))).toBe('text');
  });

  it('calls anything else unknown: random bytes, a zip that is not a Word file, invalid UTF-8', () => {
    expect(detectResumeType(buildRandomBytes())).toBe('unknown');
    expect(detectResumeType(buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }]))).toBe('unknown');
    expect(detectResumeType(Buffer.from([0x4a, 0x6f, 0xc3, 0x28, 0x41]))).toBe('unknown');
    expect(detectResumeType(Buffer.from('binary\u0001\u0002\u0003\u0004\u0005\u0006 with controls'))).toBe('unknown');
  });

  it('treats a ZIP without a readable directory as a broken DOCX', () => {
    const docxStart = buildZipBomb(1).subarray(0, 200);
    expect(detectResumeType(docxStart)).toBe('docx');
  });
});

describe('normalizeExtractedText', () => {
  it('spells out ligatures, drops soft hyphens, private-use glyphs and NULs, keeps lines', () => {
    const raw = 'Jor\u00ADdan  Rivera\r\n\uF0B7 Ef\uFB01cient  work\u0000ﬂow\r\n\r\n\r\n\tSKILLS\u00A0 \nmanage\u00AD\nment\n';
    expect(normalizeExtractedText(raw)).toBe('Jordan Rivera\nEfficient workflow\n\nSKILLS\nmanagement');
  });

  it('composes to NFC and removes zero-width characters', () => {
    expect(normalizeExtractedText('Rene\u0301 \u200BDupont')).toBe('Ren\u00E9 Dupont');
  });
});

describe('checkDocxArchive (zip-bomb guard)', () => {
  it('accepts a real DOCX', async () => {
    expect(checkDocxArchive(await buildDocx()).ok).toBe(true);
  });

  it('refuses an archive whose directory declares more than 20 MB', () => {
    expect(checkDocxArchive(buildZipBomb(30))).toMatchObject({ ok: false, reason: 'too-complex' });
  });

  it('refuses an archive that declares 1 KB but inflates to 30 MB', () => {
    expect(checkDocxArchive(buildZipBomb(30, true))).toMatchObject({ ok: false, reason: 'too-complex' });
  });

  it('reports encrypted entries as password-protected and a zip without document.xml as unsupported', () => {
    const encrypted = buildZip([{ name: 'word/document.xml', data: Buffer.from('<w/>'), encrypted: true }]);
    expect(checkDocxArchive(encrypted)).toMatchObject({ ok: false, reason: 'password-protected' });
    expect(checkDocxArchive(buildZip([{ name: 'a.txt', data: Buffer.from('a') }]))).toMatchObject({ ok: false, reason: 'unsupported' });
  });
});

describe('the parse worker pool', () => {
  const parser = createResumeParser({ maxThreads: 1 });
  afterAll(() => parser.close());

  it('resolves the source worker under vitest and the built one from dist', () => {
    expect(defaultWorkerFile()).toMatch(/parsing[\\/]parse\.worker\.dev\.mjs$/);
    expect(defaultWorkerFile('file:///srv/app/api/dist/server.js')).toBe('/srv/app/api/dist/parse-worker.js');
  });

  it('extracts the text of a PDF, a DOCX and a UTF-16 text file', async () => {
    for (const [kind, bytes] of [
      ['pdf', buildPdf()],
      ['docx', await buildDocx()],
      ['text', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE_RESUME_TEXT, 'utf16le')])],
    ] as const) {
      const result = await parser.extract({ bytes, kind });
      expect(result, kind).toMatchObject({ ok: true });
      const text = result.ok ? result.text : '';
      expect(text, kind).toContain('Jordan Rivera');
      expect(text, kind).toContain('jordan.rivera@example.com');
      expect(text, kind).toMatch(/^EXPERIENCE$/m);
    }
  });

  it.each([
    ['a password-protected PDF', 'password-protected', 'pdf', () => buildPasswordPdf()],
    ['a PDF without a text layer', 'no-text', 'pdf', () => buildEmptyPagePdf()],
    ['a truncated PDF', 'corrupted', 'pdf', () => buildPdf().subarray(0, 300)],
    ['a zip bomb', 'too-complex', 'docx', () => buildZipBomb(50)],
    ['a lying zip bomb', 'too-complex', 'docx', () => buildZipBomb(50, true)],
    ['a truncated DOCX', 'corrupted', 'docx', () => buildZipBomb(1).subarray(0, 200)],
    ['an OLE2 file that is not a Word document', 'corrupted', 'doc', () => buildFakeOle2()],
    ['binary bytes sent as text', 'unsupported', 'text', () => buildRandomBytes()],
  ] as const)('reports %s as %s', async (_label, reason, kind, build) => {
    const result = await parser.extract({ bytes: build(), kind });
    expect(result).toMatchObject({ ok: false, reason });
  });

  it('aborts a parse past its time limit, and the pool keeps working', async () => {
    const slow = createResumeParser({ maxThreads: 1, timeoutMs: 1 });
    try {
      expect(await slow.extract({ bytes: buildPdf(), kind: 'pdf' })).toMatchObject({ ok: false, reason: 'too-complex' });
    } finally {
      await slow.close();
    }
    expect(await parser.extract({ bytes: buildPdf(), kind: 'pdf' })).toMatchObject({ ok: true });
  });

  it('refuses files past its queue with ParserBusyError (piscina does not bound tasks that carry a time limit)', async () => {
    const busy = createResumeParser({ maxThreads: 1, maxQueue: 1 });
    try {
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => busy.extract({ bytes: buildPdf(), kind: 'pdf' }).then((r) => r, (e: unknown) => e)),
      );
      expect(outcomes.filter((o) => o instanceof ParserBusyError)).toHaveLength(4);
      expect(outcomes.filter((o) => !(o instanceof ParserBusyError))).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
      expect(await busy.extract({ bytes: buildPdf(), kind: 'pdf' })).toMatchObject({ ok: true });
    } finally {
      await busy.close();
    }
  });

  it('refuses a DOCX with more XML than mammoth can parse in the worker heap, before parsing it', async () => {
    // ~5 MB of XML: mammoth would need ~250 MB of heap. The guard refuses it up front rather
    // than letting the worker reach its heap limit, which can take the whole process down (lib/zip-archive.ts).
    const lines = Array.from({ length: 45_000 }, (_, i) => `Paragraph ${i} with some words to fill the document body.`);
    const bytes = await buildDocx(lines);
    expect(checkDocxArchive(bytes)).toMatchObject({ ok: false, reason: 'too-complex' });
    expect(await parser.extract({ bytes, kind: 'docx' })).toMatchObject({ ok: false, reason: 'too-complex' });
  });

  it('reads a DOCX just under the XML limit within the production worker heap', async () => {
    const lines = Array.from({ length: 17_000 }, (_, i) => `Paragraph ${i} with some words to fill the document body.`);
    const bytes = await buildDocx(lines);
    expect(checkDocxArchive(bytes).ok).toBe(true);
    const result = await parser.extract({ bytes, kind: 'docx' });
    expect(result.ok, JSON.stringify(result).slice(0, 300)).toBe(true);
  }, 30_000);
});

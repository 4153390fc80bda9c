// PDF (real Chromium) and DOCX exports of every fixture in both templates, read back; and the check
// failing on broken files and texts.
import { AppError, messages } from '@jobapp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBrowser, type SharedBrowser } from '../../lib/browser';
import { createLogger } from '../../logger';
import { resumeFixtures, fixture, type ResumeFixture } from './__fixtures__/resumes';
import { buildResumeDocument, type ResumeDocument } from './document';
import { renderDocx } from './docx';
import { renderCheckedExport } from './exports.service';
import { expectationsFor, extractText, findTextProblems, verifyExport, type ExportFormat } from './parse-back';
import { basic1 } from './templates/basic-1';
import { basic2 } from './templates/basic-2';
import { renderResumeHtml } from './templates/html';
import { chromePath, requireChromium } from '../../test/chromium';
import type { ResumeTemplateRenderer } from './templates/types';

const logger = createLogger('silent');
const withChromium = requireChromium('parse-back.test.ts');
let browser: SharedBrowser;

beforeAll(async () => {
  if (!withChromium) return;
  browser = createSharedBrowser({ executablePath: chromePath, logger });
  await browser.warmUp();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function produce(doc: ResumeDocument, template: ResumeTemplateRenderer, format: ExportFormat): Promise<Buffer> {
  return format === 'pdf' ? browser.renderPdf(template.renderHtml(doc)) : renderDocx(doc, template.docx);
}

/** Positions of the name, e-mail, phone and each heading (as its own line) in the extracted text. */
function positions(text: string, f: ResumeFixture): number[] {
  const lines = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
  const flat = lines.join('\n');
  return [
    flat.indexOf(f.name),
    flat.indexOf(f.email),
    flat.indexOf(f.phone),
    ...f.headings.map((h) => {
      const line = lines.indexOf(h);
      return line === -1 ? -1 : lines.slice(0, line).join('\n').length + 1;
    }),
  ];
}

describe.skipIf(!withChromium)('exports read back', () => {
  const cases = (['pdf', 'docx'] as const).flatMap((format) =>
    [basic1, basic2].flatMap((t) => resumeFixtures.map((f) => [format, t.id, f.id, format, t, f] as const)),
  );

  it.each(cases)('%s %s %s: name, e-mail, phone and headings in order, clean text', async (_a, _b, _c, format, template, f) => {
    const doc = buildResumeDocument(f.text);
    const bytes = await produce(doc, template, format);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe(format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
    const text = await extractText(format, bytes);
    const found = positions(text, f);
    expect(found.every((p) => p >= 0), `${JSON.stringify(found)} in\n${text}`).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\uFB00-\uFB06\uE000-\uF8FF\u0000]/u);
    expect(findTextProblems(text, expectationsFor(doc))).toEqual([]);
  });

  it('the long resume prints on 2 pages; ligature-prone words come out as plain letters', async () => {
    const pdfText = await extractText('pdf', await produce(buildResumeDocument(fixture('long-software').text), basic1, 'pdf'));
    expect(pdfText).toContain('-- 2 of 2 --');
    const doc = buildResumeDocument(fixture('unicode-marketing').text);
    for (const format of ['pdf', 'docx'] as const) {
      const text = await extractText(format, await produce(doc, basic2, format));
      for (const word of ['office', 'efficient', 'Fluent', 'affiliate', 'official', 'first', 'Müller-Øberg', 'Universität zu Köln']) {
        expect(text, format).toContain(word);
      }
    }
  });

  it('renderCheckedExport answers a checked PDF and DOCX', async () => {
    const f = fixture('nurse');
    for (const format of ['pdf', 'docx'] as const) {
      const bytes = await renderCheckedExport(browser, f.text, basic2, format, logger, null);
      expect(await extractText(format, bytes)).toContain(f.name);
    }
  });
});

describe.skipIf(!withChromium)('the check fails', () => {
  const expectFailure = async (format: ExportFormat, bytes: Buffer, doc: ResumeDocument) => {
    const failure = await verifyExport(format, bytes, expectationsFor(doc), logger).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'export_failed', status: 500, message: messages.exportFailed });
  };

  it('for a PDF and a DOCX missing a heading', async () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    const broken = { ...doc, sections: doc.sections.filter((s) => s.heading !== 'EDUCATION') };
    for (const format of ['pdf', 'docx'] as const) {
      const bytes = await produce(broken, basic1, format);
      const problems = findTextProblems(await extractText(format, bytes), expectationsFor(doc));
      expect(problems).toContain('heading "EDUCATION" is missing');
      await expectFailure(format, bytes, doc);
      // The same file passes against its own model, so it is the missing heading that fails it.
      await expect(verifyExport(format, bytes, expectationsFor(broken), logger)).resolves.toBeUndefined();
    }
  });

  it('for a PDF whose headings are out of order', async () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    const swapped = { ...doc, sections: [doc.sections[1]!, doc.sections[0]!, ...doc.sections.slice(2)] };
    const text = await extractText('pdf', await produce(swapped, basic2, 'pdf'));
    expect(findTextProblems(text, expectationsFor(doc))).toEqual(
      expect.arrayContaining(['heading "CORE COMPETENCIES" is out of order']),
    );
  });

  it('for a DOCX without the name, e-mail or phone', async () => {
    const doc = buildResumeDocument(fixture('long-software').text);
    const anonymous = { ...doc, name: '', contact: doc.contact.slice(2) };
    const bytes = await produce(anonymous, basic1, 'docx');
    expect(findTextProblems(await extractText('docx', bytes), expectationsFor(doc))).toEqual(
      expect.arrayContaining(['name is missing', 'e-mail is missing', 'phone is missing']),
    );
    await expectFailure('docx', bytes, doc);
  });

  it('for a PDF printed from a real ligature character (extraction yields a private-use glyph)', async () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    // Bypass the model's clean-up: the HTML gets "ﬁ" (U+FB01) as a character.
    const html = renderResumeHtml(doc, '').replace('Precepted', 'Preceptedﬁ');
    const bytes = await browser.renderPdf(html);
    const problems = findTextProblems(await extractText('pdf', bytes), expectationsFor(doc));
    expect(problems.some((p) => /private-use character|ligature character/.test(p)), problems.join('; ')).toBe(true);
    await expectFailure('pdf', bytes, doc);
  });

  it('for text with U+FB01, U+E000 or NUL, or with words lost', () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    const expected = expectationsFor(doc);
    const good = [doc.name, doc.headline, doc.contact.join(' | '), ...doc.sections.map((s) => s.heading)].join('\n');
    const full = expected.words.join(' ');
    expect(findTextProblems(`${good}\n${full}`, expected)).toEqual([]);
    expect(findTextProblems(`${good}\n${full}\nof\uFB01ce`, expected)).toEqual(['1 ligature character(s), first U+FB01']);
    expect(findTextProblems(`${good}\n${full}\n\uE000 icon`, expected)).toEqual(['1 private-use character(s), first U+E000']);
    expect(findTextProblems(`${good}\n${full}\u0000`, expected)).toEqual(['1 NUL character(s), first U+0000']);
    const lost = findTextProblems(`${good}\n${full.replace('precepted 7 new graduate', '')}`, expected);
    expect(lost).toEqual(['4 word(s) missing or out of order, first: precepted, 7, new, graduate']);
  });

  it('for a file that is not a PDF or DOCX at all', async () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    await expectFailure('pdf', Buffer.from('not a pdf'), doc);
    await expectFailure('docx', Buffer.from('not a docx'), doc);
  });
});

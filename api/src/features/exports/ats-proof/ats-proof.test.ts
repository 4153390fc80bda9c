// The ATS proof (issue 11, section 2): every template × resumes of different shapes → PDF (printed as
// exports print it) and DOCX, read back with pdftotext (-layout and -raw), pdf.js and mammoth; every
// field must read back. Also: shared/src/ats-report.json must be what this suite measures.
import { resumeTemplates } from '@jobapp/shared';
import { atsReport } from '@jobapp/shared/ats-report';
import { documentFromResume } from '@jobapp/shared/resume/document';
import { fromJsonResume, tryParseJsonResume } from '@jobapp/shared/resume/json-resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBrowser, type SharedBrowser } from '../../../lib/browser';
import { createLogger } from '../../../logger';
import { chromePath, requireChromium } from '../../../test/chromium';
import { readSharedFixture, sharedFixturesAvailable } from '../../resumes/shared-fixtures';
import { renderResumeHtml } from '../templates/html';
import { renderedTemplateIds } from '../templates';
import { basic1 } from '../templates/basic-1';
import { checkReading, fieldGroups } from './ats-checks';
import { atsResumes, extraRepoResumes, type AtsResume } from './ats-resumes';
import { describeFailures, proveTemplate, proveTemplates, reportOf, type AtsCaseResult } from './ats-run';
import { exportModelOfDocument } from '../model-from-document';
import { PDFTOTEXT, pdftotextAvailable } from './read-back';
import { requireForTests } from '@jobapp/shared/testing/requirement';

function requirePdftotext(): boolean {
  return requireForTests(
    pdftotextAvailable,
    `ats-proof.test.ts: pdftotext not found at ${PDFTOTEXT} (install poppler-utils).`,
    `ATS proof skipped: no pdftotext at ${PDFTOTEXT} (install poppler-utils).`,
  );
}

// The suite touches no database: api/vitest.config.ts runs it in the PGlite project only.
const runs = requireChromium('ats-proof.test.ts') && requirePdftotext();

/** The shared fixtures' JSON Resume sample, where the shared folder is present. */
function sharedResumes(): AtsResume[] {
  if (!sharedFixturesAvailable) return [];
  const json = tryParseJsonResume(readSharedFixture('resumes', 'jsonresume_sample.resume.json').toString('utf8'));
  if (!json) throw new Error('jsonresume_sample.resume.json is not a JSON Resume');
  return [{ id: 'shared:jsonresume_sample', document: documentFromResume(fromJsonResume(json)), maxPages: 2 }];
}

const rendered = new Set(renderedTemplateIds());
const logger = createLogger('silent');
let browser: SharedBrowser;
let core: AtsCaseResult[] = [];
let extra: AtsCaseResult[] = [];

beforeAll(async () => {
  if (!runs) return;
  browser = createSharedBrowser({ executablePath: chromePath, logger, maxConcurrent: 2 });
  await browser.warmUp();
  const ids = resumeTemplates.map((t) => t.id).filter((id) => rendered.has(id));
  core = await proveTemplates(browser, ids, atsResumes);
  extra = await proveTemplates(browser, ids, [...extraRepoResumes, ...sharedResumes()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!runs)('ATS proof: every template reads back whole', () => {
  for (const template of resumeTemplates) {
    if (!rendered.has(template.id)) {
      it.todo(`${template.id}: no renderer yet`);
      continue;
    }
    it(`${template.id}: name, contact, headings, roles and every statement read back from PDF and DOCX`, () => {
      const mine = [...core, ...extra].filter((r) => r.templateId === template.id);
      expect(mine.map((r) => r.resumeId)).toEqual(expect.arrayContaining(atsResumes.map((r) => r.id)));
      expect(mine.flatMap(describeFailures)).toEqual([]);
    });
  }

  it('shared/src/ats-report.json is what the suite measures (run `pnpm --filter @jobapp/api ats:report`)', () => {
    expect(atsReport).toEqual(reportOf(core));
  });

  it('fails a template that breaks reading: two columns, ligatures on, a statement split by a sidebar', async () => {
    const broken = {
      ...basic1,
      id: 'broken-columns',
      renderHtml: (doc: Parameters<typeof basic1.renderHtml>[0]) =>
        renderResumeHtml(doc, 'main{column-count:2;column-gap:24pt}body{font-variant-ligatures:normal!important;font-feature-settings:normal!important;font-family:"Liberation Serif";font-size:10pt}'),
    };
    const result = await proveTemplate(browser, broken, atsResumes.find((r) => r.id === 'two-page')!);
    const lines = describeFailures(result);
    expect(lines.some((l) => l.startsWith('broken-columns × two-page [pdftotext -layout]: statement'))).toBe(true);
    expect(result.failedFields).toBeGreaterThan(0);
  });
});

describe('ATS field check', () => {
  const model = exportModelOfDocument(atsResumes[0]!.document);
  const groups = fieldGroups(model);
  const lines = [model.name, model.headline, model.contact.join(' | '), ...groups.slice(1).flatMap((g) => g.fields.map((f) => f.text))];

  it('passes a reading that holds every field in order', () => {
    expect(checkReading({ reader: 'pdf.js', text: lines.join('\n') }, model.name, groups)).toEqual([]);
  });

  it('names a missing statement, a heading out of order, a late name and forbidden characters', () => {
    const statement = groups.find((g) => g.heading.includes('EXPERIENCE'))!.fields.find((f) => f.kind === 'statement')!.text;
    const [first, second] = groups.slice(1).map((g) => g.heading);
    const text = ['Intro line', 'Another line', 'A third line', ...lines]
      .filter((l) => l !== statement)
      .map((l) => (l === first ? second : l === second ? first : l))
      .join('\n')
      .concat('\noﬃce \uE000');
    const problems = checkReading({ reader: 'pdftotext -raw', text }, model.name, groups).map((f) => `${f.field}: ${f.problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ligature character: found U\+FB03/),
        expect.stringMatching(/^private-use character: found U\+E000/),
        expect.stringMatching(/^name ".*": not in the first 3 lines/),
        expect.stringMatching(/^heading ".*": out of order/),
        `statement "${statement.length > 70 ? `${statement.slice(0, 67)}…` : statement}": missing or not whole (split, reordered or interleaved)`,
      ]),
    );
  });
});

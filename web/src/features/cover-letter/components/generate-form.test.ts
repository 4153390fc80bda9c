import type { GenerateCoverLetterRequest } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { coverLetterResolver } from '../form-resolver';
import { type CoverLetterFormValues, initialFormValues } from '../form-rules';
import { GenerateForm } from './generate-form';
import { GenerateNotice } from './generate-notice';
import { LetterNotes } from './letter-notes';

function FormWith({ templateId, busy }: { templateId: string; busy: boolean }) {
  const form = useForm<CoverLetterFormValues, unknown, GenerateCoverLetterRequest>({
    resolver: coverLetterResolver,
    defaultValues: { ...initialFormValues('', 1), templateId },
  });
  return createElement(GenerateForm, { form, resumes: [], busy, onSubmit: () => undefined });
}

const renderForm = (templateId: string, busy = false) => renderToStaticMarkup(createElement(FormWith, { templateId, busy }));

describe('GenerateForm', () => {
  it("shows the Referral template's referrer fields", () => {
    const html = renderForm('cl-spec-2');
    expect(html).toContain('Referrer&#x27;s name');
    expect(html).toContain('How you know them');
    expect(html).not.toContain('When you applied');
  });

  it("shows the Follow-Up template's fields, and the Career Change one's", () => {
    const followUp = renderForm('cl-spec-5');
    expect(followUp).toContain('When you applied');
    expect(followUp).toContain('What you applied for');
    expect(renderForm('cl-spec-1')).toContain('Previous field');
  });

  it("describes the chosen template under the picker", () => {
    expect(renderForm('cl-spec-2')).toContain('Opens with the person who referred you.');
  });

  it("is busy while generating: 'Generating…' and disabled", () => {
    const html = renderForm('cl-standard-1', true);
    expect(html).toContain('Generating…');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('>Generate Cover Letter<');
  });
});

describe('GenerateNotice', () => {
  it("shows a 403 as the destructive 'Subscription Required' alert", () => {
    const html = renderToStaticMarkup(
      createElement(GenerateNotice, { failure: { kind: 'subscription', title: 'Subscription Required', message: 'Not in your plan.' } }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Subscription Required');
    expect(html).toContain('Not in your plan.');
  });

  it("shows 'Limit reached' with an Upgrade link to /pricing", () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(GenerateNotice, { failure: { kind: 'limit', title: 'Limit reached', message: 'All 5 used.', href: '/pricing' } }),
      ),
    );
    expect(html).toContain('Limit reached');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('>Upgrade</a>');
  });
});

describe('LetterNotes', () => {
  it('lists the removed claims and the warnings', () => {
    const html = renderToStaticMarkup(
      createElement(LetterNotes, { removedClaims: ['I led a team of 40.'], warnings: ['No job posting was given.'] }),
    );
    expect(html).toContain('We removed these because your resume does not support them:');
    expect(html).toContain('I led a team of 40.');
    expect(html).toContain('No job posting was given.');
  });

  it('shows nothing when there is nothing to say', () => {
    expect(renderToStaticMarkup(createElement(LetterNotes, {}))).toBe('');
  });
});

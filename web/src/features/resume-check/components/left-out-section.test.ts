import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckForm } from './check-form';

const upload = { kind: 'upload' } as const;

function documentLeaving(leftOut: ResumeDocument['leftOut']): ResumeDocument {
  return {
    version: 1,
    contact: { name: 'Jane Doe', credentials: [], email: 'jane@example.com', phone: '', location: '', links: [] },
    headline: '',
    summary: [],
    experience: [
      {
        title: 'Charge Nurse',
        employer: 'St. Mary',
        location: '',
        start: 'Jan 2020',
        end: 'Present',
        dates: 'Jan 2020 – Present',
        statements: [{ id: 'e0.s0', text: 'Led a team of 12 nurses', source: upload }],
      },
    ],
    education: [],
    skills: [],
    certifications: [],
    projects: [],
    other: [],
    order: ['experience'],
    leftOut,
    uncertain: [],
  };
}

const renderForm = (document: ResumeDocument) =>
  renderToStaticMarkup(createElement(CheckForm, { document, saving: false, serverErrors: null, onSave: () => undefined }));

describe('"Check what we read": what the reader left out', () => {
  it('lists each line it read into no field, word for word, with a button to put it back', () => {
    const html = renderForm(documentLeaving([{ id: 'lo0', text: 'www.resumementor.com | Powered by resumementor', source: upload }]));
    expect(html).toContain('data-testid="check-left-out"');
    expect(html).toContain('Left out of your resume');
    expect(html).toContain('www.resumementor.com | Powered by resumementor');
    expect(html).toContain('aria-label="Put back: www.resumementor.com | Powered by resumementor"');
    // Shown before the sections, where the user starts checking.
    expect(html.indexOf('check-left-out')).toBeLessThan(html.indexOf('check-experience-0-title'));
  });

  it('shows nothing of the kind when every line was read into a field', () => {
    expect(renderForm(documentLeaving([]))).not.toContain('check-left-out');
  });
});

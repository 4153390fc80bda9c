/**
 * A frame's tense fits the statement's: a reader found "Day to day at Amazon, I led …" (a role that ended told as
 * daily work) in an Impact-Focused letter and "In the post I hold today, I improved …" (a past result under a frame that
 * stresses today) in a Career Change letter.
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';
import { sentencesOfParagraph, splitLetter } from './letter-text';

const resumeText = `Owen Marsh
Product Manager
owen.marsh@example.com | (555) 010-7070 | Austin, TX

Experience
Product Manager | Fernway Apps | 2021 - Present
- Improved the onboarding flow for the mobile app, raising sign-ups by 20%
- Wrote product requirements with design and engineering

Engineering Lead | Copperline Retail | 2015 - 2021
- Led a team of eight developers building the checkout service in Java and Kubernetes
- Ran weekly planning with the warehouse systems team in Jira

Education
Bachelor of Science in Computer Science, University of Texas | 2015
`;

const job = {
  title: 'Engineering Manager',
  company: 'Tallgrass Commerce',
  description: `Tallgrass Commerce runs online stores for 300 retailers.
Requirements:
- 5+ years of experience with Java
- Experience with Kubernetes
- Experience with Jira`,
};

function body(templateId: string): string[] {
  const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId, extras: {} });
  return splitLetter(content).body.flatMap(sentencesOfParagraph);
}

describe('frames that fit the tense of the work', () => {
  it('tells a role that ended as an example, not as daily work, in the Impact-Focused letter', () => {
    const sentences = body('cl-spec-4');
    expect(sentences.join(' ')).toMatch(/Copperline Retail/);
    for (const s of sentences) expect(s).not.toMatch(/^Day to day at Copperline Retail/);
  });

  it('puts no past result of the current post under a frame that stresses today', () => {
    for (const id of ['cl-spec-1', 'cl-prof-3', 'cl-spec-3', 'cl-spec-5', 'cl-prof-2']) {
      for (const s of body(id)) expect(s, id).not.toMatch(/^In (?:the|my) (?:post|role|job|position) (?:I hold (?:today|now)|today), I (?:also )?(?:improved|wrote)\b/);
    }
  });
});

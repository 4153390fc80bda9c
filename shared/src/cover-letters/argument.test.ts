import { describe, expect, it } from 'vitest';
import { fixturePairs } from './__fixtures__/pairs';
import { inRoleOrder } from './argument';
import type { EvidenceItem } from './evidence';
import { generateCoverLetter, TOLD_STATEMENTS } from './generate';
import type { MetNeed } from './needs';
import { coverLetterTemplates } from './templates';

const pair = fixturePairs[0]!;

describe('cover letters argue from the posting: its asks the resume meets, with their proof', () => {
  it('names the asks and proves each with a statement of its own employer, not role by role', () => {
    const letters = coverLetterTemplates.map((template) => generateCoverLetter({ document: pair.document, job: pair.job, template, extras: { referrerName: 'Jordan Lee', appliedOn: 'May 3', appliedFor: 'the role' } }));
    letters.forEach((letter, k) => {
      const id = coverLetterTemplates[k]?.id ?? '';
      // The posting asks for Go, PostgreSQL and Kafka; each is argued with the statement that shows it, in the
      // current role at Larkspur Payments (named once: by the opening, or by the first argument), and the ask
      // is not pasted before it as a label ("You ask for Go and PostgreSQL; …" read like a form).
      expect(letter.content).toMatch(/(?:at Larkspur Payments|in my current role), I led a team of 5 engineers rebuilding the payment ledger service in Go and PostgreSQL/i);
      expect(letter.content).not.toMatch(/(?:ask for|need|want|mention|call for|list|looking for|requires|Take) Go and PostgreSQL/);
      // Kafka's proof writes Kafka itself: told in the template's voice, the ask not named twice ("As for Kafka, I designed … on Kafka").
      // The short templates tell two proofs (TOLD_STATEMENTS), and Career Change and Internal Transfer keep one
      // of their three for their second record paragraph: the Kafka pipeline is the third ask.
      if ((TOLD_STATEMENTS[id] ?? 3) > 2 && id !== 'cl-spec-1' && id !== 'cl-spec-6') expect(letter.content).toMatch(/I (?:also |likewise |additionally )?designed an event pipeline on Kafka/i);
      expect(letter.content).not.toMatch(/Kafka[^.]*? I (?:also )?designed an event pipeline on Kafka/i);
      // One employer named at most twice in a paragraph (again only after another employer's sentence).
      expect(letter.content.split('\n\n').every((p) => p.split('Larkspur Payments').length <= 3)).toBe(true);
      expect(letter.content).not.toMatch(/Serving at|By its own account|By the same account/);
    });
    // Every template frames the asks its own way.
    const openings = letters.map((l) => /\n\n([^\n]*?)(?:at Larkspur Payments|in my current role), I led a team of 5/i.exec(l.content)?.[1] ?? '');
    expect(new Set(openings).size).toBe(letters.length);
  });

  it('names no gap to the employer: the posting\'s Terraform, which the resume lacks, is in no template\'s letter', () => {
    const named = coverLetterTemplates.filter((template) => generateCoverLetter({ document: pair.document, job: pair.job, template, extras: { referrerName: 'Jordan Lee', appliedOn: 'May 3', appliedFor: 'the role' } }).content.includes('Terraform'));
    expect(named.map((t) => t.id)).toEqual([]);
  });

  it('writes the company paragraph from the posting\'s facts about the company, and leaves it out when there are none', () => {
    const template = coverLetterTemplates.find((t) => t.id === 'cl-standard-1')!;
    // A fact that meets no proof: the fact in the letter's frame and why it draws the writer.
    const unrelated = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: {} });
    expect(unrelated.paragraphs.find((p) => p.role === 'why-company')?.text).toBe(
      'Meridian Freight, your posting explains, builds the software that moves goods for 4,000 shippers. That is a large part of why this position appeals to me.',
    );
    // A fact that meets the proof: linked to the writer's work.
    const description = pair.job.description.replace('Meridian Freight builds the software that moves goods for 4,000 shippers.', 'Meridian Freight builds payment software for 4,000 shippers.');
    const related = generateCoverLetter({ document: pair.document, job: { ...pair.job, description }, template, extras: {} });
    expect(related.paragraphs.find((p) => p.role === 'why-company')?.text).toBe(
      'Meridian Freight, your posting explains, builds payment software for 4,000 shippers. The payment side of that is ground I know from Larkspur Payments.',
    );
    // No fact about the company: no paragraph, and nothing left pointing at it.
    const bare = pair.job.description.replace('Meridian Freight builds the software that moves goods for 4,000 shippers.', '');
    const none = generateCoverLetter({ document: pair.document, job: { ...pair.job, description: bare }, template, extras: {} });
    expect(none.paragraphs.map((p) => p.role)).not.toContain('why-company');
    expect(none.content).not.toMatch(/appeals to me|draws me/);
  });
});

describe('inRoleOrder', () => {
  const proof = (id: string, title: string, entryIndex: number): EvidenceItem => ({
    id,
    text: `Statement ${id}.`,
    kind: 'experience',
    title,
    employer: 'Riverside Mercy',
    entryIndex,
    current: entryIndex === 0,
    skills: [],
    hasNumber: false,
    score: 1,
  });
  const need = (ask: string, p: EvidenceItem): MetNeed => ({ asks: [ask], proof: p });

  it('keeps one role\'s proofs together, the first ask first', () => {
    const supervisor = proof('a', 'Nursing Supervisor', 0);
    const charge = proof('b', 'Charge Nurse', 1);
    const supervisorAgain = proof('c', 'Nursing Supervisor', 0);
    const ordered = inRoleOrder([need('telemetry', supervisor), need('ACLS', charge), need('rapid response', supervisorAgain)]);
    expect(ordered.map((n) => n.asks[0])).toEqual(['telemetry', 'rapid response', 'ACLS']);
  });
});

/// <reference types="node" />
/**
 * The fifteen templates' letters for the labeled corpus's 16 resume × job pairs (shared fixtures,
 * labeled/pairs.json), written by the compute task the API runs (`writeBuiltInLetter`), read as the
 * hiring manager who gets them: each template its own letter, no stock filler, no resume quoted at the
 * reader, no claim of fitness, no copied posting sentence, grammatical first person, signed, within
 * length, and nothing left for the truth check to take out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../jobs/test-dom';
import { documentFromResume } from '../resume/document';
import { parseResume } from '../resume/structure';
import { readJob, readResume, type LabeledJob } from '../tailoring/labeled-pairs';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { describeBound, timeBound } from '../testing/machine-speed';
import { findGrammarFaults } from '../text/grammar';
import { splitSentences } from '../text/sentences';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { RESULT_RE } from './evidence';
import { namesOf, signOffName } from './generate';
import { writeBuiltInLetter } from './letter-task';
import { countLetterWords, sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplates } from './templates';

/** The sentences the letters used to share, and claims of fitness a letter cannot back. */
const STOCK = [
  /results I can point to are measurable/i,
  /A few results from my resume/i,
  /prepares me for (?:this|the) role/i,
  /That work is what draws me/i,
  /how my experience could serve/i,
  /My resume (?:also records|lists this)/i,
  /my resume shows/i,
  /speaks to this position/i,
  /fits that kind of role/i,
  /\b(?:ideal|perfect|well-suited|qualified) (?:candidate|fit|for)\b/i,
  // The fallback of a paragraph the resume has nothing for: a thin resume's letter moves sentences into it instead.
  /My resume sets out my background/i,
];

const extras = { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' };

const run = requireSharedFixtures('labeled cover letters');

describe.skipIf(!run)('cover letters on the labeled pairs: 16 pairs × 15 templates', () => {
  const pairs = run ? (JSON.parse(readFileSync(sharedFixturePath('labeled', 'pairs.json'), 'utf8')) as { resume: string; job: string }[]) : [];
  const times: number[] = [];

  for (const pair of pairs) {
    it(`${pair.resume} × ${pair.job}`, () => {
      const label = JSON.parse(readFileSync(sharedFixturePath('labeled', 'jobs', `${pair.job}.expected.json`), 'utf8')) as LabeledJob;
      const { job } = readJob(pair.job, label, htmlDocument);
      const resumeText = readResume(pair.resume);
      const document = documentFromResume(parseResume(resumeText));
      const postingSentences = job.description
        .split(/\n+/)
        .flatMap((line) => splitSentences(line))
        .map((s) => s.replace(/[.!?]+$/, ''))
        .filter((s) => s.split(/\s+/).length >= 8);
      const byTemplate = new Map<string, Set<string>>();
      const outOfOrder: string[] = [];
      const results = document.experience.some((e) => e.statements.some((st) => /\d/.test(st.text) && RESULT_RE.test(st.text)));

      for (const template of coverLetterTemplates) {
        const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
        const started = process.cpuUsage();
        const result = writeBuiltInLetter({ document: null, resumeText, job: { title: job.title, company: job.company, description: job.description }, templateId: template.id, extras: fields });
        const used = process.cpuUsage(started);
        times.push((used.user + used.system) / 1000);
        const { content } = result;
        const where = `${template.id}\n${content}`;
        const letter = splitLetter(content);
        const sentences = letter.body.flatMap(sentencesOfParagraph);
        byTemplate.set(template.id, new Set(sentences));

        expect(sentences.filter((s) => STOCK.some((re) => re.test(s))), where).toEqual([]);
        expect(content, where).not.toMatch(/["“”]/);
        // A company is named as people say it, without its legal form ("Coastline Marine Holdings", not "…, Inc.").
        expect(content, where).not.toMatch(/ (?:Inc|LLC|Ltd|Corp)\.? (?:team,|as |needs )/);
        // The argument keeps one role's proofs together: "in my current role" at most once a paragraph.
        expect(letter.body.filter((p) => p.split('in my current role').length > 2), where).toEqual([]);
        // The Impact-Focused letter opens with a measured result when the resume states one.
        if (template.id === 'cl-spec-4' && results) expect(sentencesOfParagraph(letter.body[0] ?? '')[0] ?? '', where).toMatch(RESULT_RE);
        // "Tools" names tools: not a pharmacist's teaching, an HR generalist's FMLA (a recruiter's read).
        expect(content, where).not.toMatch(/tools of my trade include [^.]*\b(?:teaching|preceptor|FMLA|I-9|telemetry)\b/i);
        // "Back at" is said only of a job left (a recruiter's read: "Back at Wake Valley …" of the current employer).
        const current = document.experience.filter((e) => /present|current/i.test(e.end ?? '') || /present|current/i.test(e.dates ?? '')).map((e) => e.employer);
        for (const employer of current) expect(content, where).not.toContain(`Back at ${employer}`);
        // The current job's measured result stays in the letter when the argument proves an earlier role's ask
        // (placed by role, not left out: a pharmacist's letter lost her vancomycin dosing result).
        if (template.id === 'cl-standard-1' && /pharmacist/.test(pair.resume)) expect(content, where).toContain('92% of vancomycin levels');
        // Two projects in a paragraph do not open alike ("In my own project, … In my own project, …").
        for (const paragraph of letter.body) {
          const openers = sentencesOfParagraph(paragraph).map((x) => /^(\S+ \S+ \S+ \S+)/.exec(x)?.[1] ?? '').filter((o) => /project/i.test(o));
          expect(new Set(openers).size, `${where}\n${openers.join(' | ')}`).toBe(openers.length);
        }
        // Credentials in the plural take a plural verb ("The ACLS and BLS credentials are …").
        expect(content, where).not.toMatch(/credentials is\b/);
        // Nor a keyword list of skills ("The skills I work with most include telemetry monitoring, medical-surgical, …").
        expect(content, where).not.toMatch(/skills I work with most include/i);
        // No corpus resume works at the hiring company: no letter calls its writer an internal candidate.
        expect(content, where).not.toMatch(/internal candidate/);
        expect(content, where).not.toMatch(/here I have a start|Behind those results/);
        // The posting's heading case is not carried into a sentence ("You ask for telemetry and Medical/Surgical").
        expect(content, where).not.toMatch(/Medical\/Surgical;/);
        // The Traditional letter's close names the writer's own work when the current job proves an argued ask, not a line every letter ends with.
        if (template.id === 'cl-standard-1' && /^You ask for [^;:]+[;:] in my current role/m.test(letter.body.join('\n').replace(/^[^\n]*\n?/, ''))) expect(content, where).toMatch(/how my .+? work could help /);
        // Nor is a person a skill ("my work draws on Epic, teaching and preceptor").
        expect(content, where).not.toMatch(/(?:,| and) preceptor\b/i);
        // A paragraph tells roles latest first: once it has gone back to an earlier employer it does not return
        // to a later one (a recruiter's read: "At Redbud …, I completed … At Brightline Electric, I also lead …").
        const employers = [...new Set(document.experience.map((e) => e.employer).filter((e) => e.length > 2))];
        const firstEntry = (employer: string) => document.experience.findIndex((e) => e.employer === employer);
        for (const paragraph of letter.body.slice(1)) {
          const named = sentencesOfParagraph(paragraph).flatMap((s) => employers.filter((e) => s.includes(e)).map(firstEntry).slice(0, 1));
          if (named.some((entry, k) => k > 0 && entry < (named[k - 1] ?? 0))) outOfOrder.push(`${template.id}: ${named.join(', ')} in “${paragraph.slice(0, 400)}”`);
        }
        expect(findGrammarFaults(content, { names: namesOf({ document, job, extras: fields }) }), where).toEqual([]);
        expect(postingSentences.filter((s) => content.includes(s)), where).toEqual([]);
        expect(content.endsWith(`\n${signOffName(document.contact.name)}`), where).toBe(true);
        // Rebuilt around anything the truth check took out: the letter as sent holds nothing more to remove.
        const truth = enforceCoverLetterTruth(content, { document, jobText: job.description, jobTitle: job.title, company: job.company, extras: fields });
        expect(truth.removedClaims, where).toEqual([]);
        const words = countLetterWords(content);
        expect(words, where).toBeLessThanOrEqual(template.words.max);
        const short = result.warnings.some((w) => w.code === 'too-short');
        if (words < template.words.min) expect(short, where).toBe(true);
        const problems = checkCoverLetterStructure(content, template, fields).problems.filter((p) => !(short && p.includes(`asks for ${template.words.min} to`)));
        expect(problems, where).toEqual([]);
        // The job's full title once, not at every turn (unless it is also the writer's own title).
        const ownTitle = document.experience.some((e) => e.title.toLowerCase().includes(job.title.toLowerCase()));
        if (!ownTitle) expect(content.split(job.title).length - 1, where).toBeLessThanOrEqual(1);
      }

      expect(outOfOrder, `${pair.resume}: paragraphs going back to a later role`).toEqual([]);

      // An early job's duties that bear little on the posting are told only when nothing better is left: a
      // recruiter's read found a pharmacist's internship bullet in 14 of 15 letters, a journeyman's
      // apprentice job logs in 12, a student's residence-hall on-call duty for an analyst post in 12.
      const weak = [/filled prescriptions, counseled patients/i, /kept daily job logs/i, /respond to on-call situations/i, /support 46 first-year residents/i];
      const told = [...byTemplate.values()].filter((set) => [...set].some((sentence) => weak.some((re) => re.test(sentence)))).length;
      expect(told, `${pair.resume}: an early job's weak statement in ${told} of 15 letters`).toBeLessThanOrEqual(5);

      // A licence the posting asks for and the resume holds is said (a recruiter's read: an electrician's licence in 1 of 15).
      if (/electrician/.test(pair.resume)) {
        const licensed = [...byTemplate.values()].filter((set) => [...set].some((sentence) => /Journeyman Electrician License/.test(sentence))).length;
        expect(licensed, `${pair.resume}: the licence in ${licensed} of 15 letters`).toBeGreaterThanOrEqual(10);
      }

      // Fifteen letters, not one under fifteen names.
      const counts = new Map<string, number>();
      for (const set of byTemplate.values()) for (const s of set) counts.set(s, (counts.get(s) ?? 0) + 1);
      expect([...counts.entries()].filter(([, n]) => n > 2)).toEqual([]);
      const ids = [...byTemplate.keys()];
      for (const a of ids) {
        for (const b of ids) {
          if (a >= b) continue;
          const left = byTemplate.get(a) ?? new Set<string>();
          const right = byTemplate.get(b) ?? new Set<string>();
          const shared = [...left].filter((s) => right.has(s)).length;
          expect(shared / Math.min(left.size, right.size), `${a} and ${b} share ${shared} sentences`).toBeLessThanOrEqual(0.2);
        }
      }
    }, 120_000);
  }

  it('writes a letter fast enough for the compute pool', () => {
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    process.stderr.write(`[labeled cover letters] ${sorted.length} letters, p95 ${p95.toFixed(0)} ms of CPU\n`);
    // CPU time of this process, so other work on the machine does not count. The budget is 100 ms a
    // letter; 65 ms at p95 in this runner on node-svc (2 cores), once sentence splits are remembered
    // across the templates' letters (229 ms before, under a full CI run). Busy machines slow CPU time too,
    // hence the margin. 93-94 ms here before a letter that told nothing of the job held now was drafted a second
    // time with it, 118-124 ms after (the same 1.3 margin over it); the bench's new-request p95 stayed at 65-67 ms.
    // A slow hour stretches the bound (machine-speed.ts).
    expect(p95, describeBound(155)).toBeLessThan(timeBound(155));
  });
});

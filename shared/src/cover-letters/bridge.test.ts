/**
 * The career changer's bridge, as a recruiter reads it: a degree in the job's field is no change of field, and what
 * carries over names each thing once.
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';

const resumeText = (degree: string) => `Marcus Oyelaran
Columbus, OH | marcus.oyelaran@example.com | (614) 555-0198

EXPERIENCE
Logistics Coordinator | Buckeye Distribution Co. | Columbus, OH | Mar 2021 – Present
- Schedule 120+ outbound LTL and truckload shipments a week across 14 carriers using MercuryGate TMS.
- Built an Excel model (Power Query, pivot tables) that compares carrier quotes; saved $210K in freight spend in 2024.

Inventory Control Clerk | Midwest Home Supply | Grove City, OH | Jun 2018 – Feb 2021
- Ran weekly cycle counts across 22,000 SKUs in Manhattan WMS; kept inventory accuracy above 98.5%.

EDUCATION
${degree} | The Ohio State University | 2018

SKILLS
MercuryGate TMS, Manhattan WMS, Excel (Power Query, pivot tables, XLOOKUP), SQL (basic)
`;

const analyst = (years: string) => ({
  title: 'Supply Chain Analyst',
  company: 'Harbor & Pine',
  description: `What you'll do
- Analyze freight spend and carrier performance, and recommend savings.

What you'll bring
${years}- Advanced Excel (pivot tables, Power Query); SQL.
- Experience with a TMS or WMS.`,
});

const letter = (degree: string, years = '') => writeBuiltInLetter({ document: null, resumeText: resumeText(degree), job: analyst(years), templateId: 'cl-standard-1', extras: {} }).content;

describe('the change-of-field bridge', () => {
  it('is not written when the degree is in the job’s field (B.S. in Supply Chain Management for a supply chain analyst)', () => {
    expect(letter('B.S. in Supply Chain Management')).not.toMatch(/change of field/);
  });

  it('is not written when the posting’s years ask names the line of work of a role ("3+ years in logistics, …")', () => {
    expect(letter('B.A. in History')).toMatch(/change of field/);
    expect(letter('B.A. in History', '- 3+ years in logistics, transportation or supply chain analysis.\n')).not.toMatch(/change of field/);
  });

  it('names what carries over once: no "Microsoft Excel" beside "Excel"', () => {
    const text = letter('B.A. in History');
    const bridge = text.split(/(?<=\.)\s+/).find((s) => /change of field/.test(s)) ?? '';
    expect(bridge).not.toBe('');
    expect(bridge.match(/excel/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

const assistant = `DeShawn Keller
Phoenix, AZ | deshawn.keller@example.com | (602) 555-0117

WORK HISTORY
Medical Assistant (CCMA) | Desert Bloom Family Medicine | Phoenix, AZ | Jan 2022 – Present
* Schedule follow-ups and specialist referrals in eClinicalWorks; cut the referral backlog from 140 to 20 in four months.
* Handle prior authorizations for imaging and specialty drugs with six insurance plans.
* Bilingual English/Spanish; interpret for Spanish-speaking patients during visits.

Front Desk Receptionist | Valley Urgent Care | Mesa, AZ | May 2019 – Dec 2021
* Checked in 80+ patients a shift, verified insurance and collected copays.
* Managed the provider schedule in Athenahealth.
`;

const coordinator = (years: string) => ({
  title: 'Patient Care Coordinator',
  company: 'Sonoran Heart Partners',
  description: `Responsibilities:
- Coordinate referrals, prior authorizations and follow-up appointments for cardiology patients.

Qualifications:
${years}- Experience with prior authorizations.
- EHR experience (Epic preferred; eClinicalWorks or Athenahealth considered).
- Bilingual English/Spanish preferred.`,
});

const assistantLetter = (years: string) => writeBuiltInLetter({ document: null, resumeText: assistant, job: coordinator(years), templateId: 'cl-standard-1', extras: {} }).content;

describe('the change-of-field bridge and the posting’s own years ask', () => {
  it('is not written when a role is in the line of work the years ask names ("2+ years in a medical office or clinic")', () => {
    expect(assistantLetter('- 2+ years in a medical office or clinic.\n')).not.toMatch(/change of field/);
  });

  it('names no language as a tool worked in', () => {
    const text = assistantLetter('');
    expect(text).toMatch(/change of field/);
    expect(text).not.toMatch(/working in [^.]*\b(?:English|Spanish)\b/);
  });
});

describe('a teacher’s letter for an instructional designer’s post', () => {
  const teacher = `Priya Natarajan
priya@example.com

Experience
Chemistry Teacher | Lakeline High School | Aug 2019 - Present
• Redesigned the AP Chemistry course in Canvas around 12 modules with weekly quizzes; pass rate on the AP exam rose from 58% to 81% in three years.
• Led 10 after-school workshops a year training 35 teachers on Canvas course design and rubrics.
`;
  const designer = { title: 'Instructional Designer', company: 'Northstar', description: 'Responsibilities\n- Design and build e-learning courses in Articulate Storyline and Rise.\n\nRequirements\n- 3+ years designing instruction.' };
  const text = writeBuiltInLetter({ document: null, resumeText: teacher, job: designer, templateId: 'cl-standard-1', extras: {} }).content;

  it('tells her course redesign and its result', () => {
    expect(text).toMatch(/redesigned the AP Chemistry course[^.]*rose from 58% to 81%/);
  });

  it('names no "AP" (an Advanced Placement course) as a skill', () => {
    expect(text).not.toMatch(/skills? (?:include|such as)[^.]*\bAP\b/);
  });
});

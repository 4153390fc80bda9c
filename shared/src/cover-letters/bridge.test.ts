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

const job = {
  title: 'Supply Chain Analyst',
  company: 'Harbor & Pine',
  description: `What you'll do
- Analyze freight spend and carrier performance, and recommend savings.

What you'll bring
- 3+ years in logistics, transportation or supply chain analysis.
- Advanced Excel (pivot tables, Power Query); SQL.
- Experience with a TMS or WMS.`,
};

const letter = (degree: string) => writeBuiltInLetter({ document: null, resumeText: resumeText(degree), job, templateId: 'cl-standard-1', extras: {} }).content;

describe('the change-of-field bridge', () => {
  it('is not written when the degree is in the job’s field (B.S. in Supply Chain Management for a supply chain analyst)', () => {
    expect(letter('B.S. in Supply Chain Management')).not.toMatch(/change of field/);
  });

  it('names what carries over once: no "Microsoft Excel" beside "Excel"', () => {
    const text = letter('B.A. in History');
    const bridge = text.split(/(?<=\.)\s+/).find((s) => /change of field/.test(s)) ?? '';
    expect(bridge).not.toBe('');
    expect(bridge.match(/excel/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

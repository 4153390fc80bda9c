/**
 * The resumes every template is proven with (issue 11, section 2): four shapes, each as a stored resume
 * document read from its text the way an upload is (parseResume → documentFromResume), so an export of
 * them takes the path a real download takes (exportModelOfDocument). The ATS report's figures
 * ("4 of 4 test resumes") are measured over exactly these four; the suite adds more (ats-proof.test.ts).
 *
 * - one-page: the nurse of the export fixtures (a short, one-page resume);
 * - two-page: the staff engineer of the export fixtures (ten bullets in a role, projects, achievements);
 * - many-roles: eleven roles, two bullets each, written here;
 * - long-names: a very long double-barrelled name, employers and places with long words, and letters
 *   from many scripts (Polish, Czech, Vietnamese, Turkish, Icelandic, Greek, Cyrillic), written here.
 * Invented people and companies.
 */
import { documentFromResume } from '@jobapp/shared/resume/document';
import type { ResumeDocument as StoredDocument } from '@jobapp/shared/resume/document.schema';
import { parseResume } from '@jobapp/shared/resume/structure';
import { fixture } from '../__fixtures__/resumes';

export interface AtsResume {
  id: string;
  /** The resume as it is stored (what an export is made from). */
  document: StoredDocument;
  /** Pages the export may take: every shape fits in one or two. */
  maxPages: number;
}

const roles: [title: string, employer: string, place: string, dates: string, bullets: [string, string]][] = [
  ['Head of Operations', 'Northwind Freight', 'Denver, CO', 'Jan 2024 – Present', ['Run a 40-person operations team across three cross-dock warehouses', 'Cut average dock-to-stock time from 19 hours to 7 hours in the first year']],
  ['Operations Manager', 'Bluebird Parcel', 'Denver, CO', 'Mar 2022 – Dec 2023', ['Opened a second sort centre on time and 6% under its $2.3M budget', 'Introduced weekly safety walks that halved recordable incidents']],
  ['Warehouse Manager', 'Alpine Outfitters', 'Boulder, CO', 'Jun 2020 – Feb 2022', ['Managed 28 associates and 4 shift leads in a 120,000 sq ft facility', 'Raised pick accuracy from 98.1% to 99.6% with scan-to-confirm picking']],
  ['Inventory Control Lead', 'Alpine Outfitters', 'Boulder, CO', 'Aug 2018 – May 2020', ['Ran cycle counts for 14,000 SKUs and cut write-offs by $180,000 a year', 'Trained 12 associates on the new warehouse management system']],
  ['Shift Supervisor', 'Redline Logistics', 'Aurora, CO', 'Feb 2017 – Jul 2018', ['Supervised a night shift of 22 associates loading 60 trailers a night', 'Rebuilt the shift schedule to cover peak season without overtime']],
  ['Dispatch Coordinator', 'Redline Logistics', 'Aurora, CO', 'Apr 2015 – Jan 2017', ['Dispatched 35 drivers a day across the Front Range', 'Kept on-time delivery above 97% through two winters']],
  ['Receiving Clerk', 'Summit Grocers', 'Lakewood, CO', 'May 2013 – Mar 2015', ['Checked in 30 inbound loads a day against purchase orders', 'Flagged short shipments worth $45,000 in credits in one year']],
  ['Forklift Operator', 'Summit Grocers', 'Lakewood, CO', 'Sep 2011 – Apr 2013', ['Moved pallets for a 24-door cold-storage dock with zero incidents', 'Earned certification on reach trucks and order pickers']],
  ['Customer Service Representative', 'Peak Telecom', 'Golden, CO', 'Jan 2010 – Aug 2011', ['Answered 70 calls a day with a 94% satisfaction score', 'Wrote the call guide for billing disputes used by the whole team']],
  ['Sales Associate', 'Mountain Hardware', 'Golden, CO', 'Jun 2008 – Dec 2009', ['Helped customers choose tools and materials for home projects', 'Kept the paint department stocked and its displays in order']],
  ['Courier', 'Quickstep Couriers', 'Denver, CO', 'May 2007 – May 2008', ['Delivered 50 parcels a day by bicycle across downtown Denver', 'Kept a clean record of signed deliveries for the whole year']],
];

const manyRoles = `Marcus Bell
Head of Operations
marcus.bell@example.com | (720) 555-0139 | Denver, CO

SUMMARY
Operations leader with 17 years in warehousing, freight and last-mile delivery. Builds teams that keep their promises to customers and go home safe.

SKILLS
Warehouse Management Systems, Lean, Kaizen, Safety Programs, Budgeting, Hiring, Forklift Certified, Excel, SQL

EXPERIENCE
${roles.map(([title, employer, place, dates, bullets]) => `${title} | ${employer} | ${place} | ${dates}\n${bullets.map((b) => `• ${b}`).join('\n')}`).join('\n\n')}

EDUCATION
B.S. in Supply Chain Management | Metropolitan State University of Denver | Denver, CO | 2003 – 2007`;

const longNames = `Maximiliane Alexandra Wiśniewska-Hohenzollern-Þórðardóttir
Principal Research Engineer
maximiliane.wisniewska@example.eu | +48 22 555 01 87 | Gdańsk, Poland | linkedin.com/in/maximiliane-wisniewska

SUMMARY
Research engineer with 14 years of experience in signal processing and embedded systems for maritime navigation. Published in IEEE journals; speaks Polish, Czech, Icelandic, English and Greek.

SKILLS
C++, Rust, Python, MATLAB, Kalman Filtering, Sonar Signal Processing, Embedded Linux, FPGA, Yocto
Languages: Polski (native), Čeština (fluent), Íslenska (fluent), English (fluent), Ελληνικά (professional), Русский (basic)

EXPERIENCE
Principal Research Engineer | Stocznia Północna Współpraca Badawczo-Rozwojowa Sp. z o.o. | Gdańsk, Poland | Feb 2019 – Present
• Led a team of 9 engineers building the sonar pipeline for 14 autonomous survey vessels
• Cut position drift of the inertial navigation filter by 63% in trials off Świnoujście and Hel
• Wrote the team's code-review guide and moved 200,000 lines of C++ to C++20

Senior Embedded Engineer | Nguyễn Thị Minh Khai Maritime Technologies JSC | Hải Phòng, Vietnam | Mar 2015 – Jan 2019
• Designed the FPGA front end that samples 64 hydrophone channels at 200 kHz
• Ported the vessel control software from a proprietary RTOS to embedded Linux
• Trained 6 engineers in Hải Phòng and Đà Nẵng on signal-processing fundamentals

Research Engineer | Vysoké učení technické v Brně, Ústav radioelektroniky | Brno, Czech Republic | Sep 2011 – Feb 2015
• Built a real-time beamforming testbed used by 4 doctoral projects
• Co-authored 7 peer-reviewed papers on adaptive filtering for underwater acoustics

EDUCATION
Ph.D. in Electronics and Communication | Vysoké učení technické v Brně | Brno, Czech Republic | 2011 – 2015
M.Sc. in Electrical Engineering | Háskóli Íslands | Reykjavík, Iceland | 2009 – 2011

CERTIFICATIONS
• Certified LabVIEW Developer (2016)
• Øresund Maritime Safety Course, Sjöfartsverket (2020)`;

const fromText = (text: string): StoredDocument => documentFromResume(parseResume(text));

/** The four shapes the ATS report counts. */
export const atsResumes: AtsResume[] = [
  { id: 'one-page', document: fromText(fixture('nurse').text), maxPages: 1 },
  { id: 'two-page', document: fromText(fixture('long-software').text), maxPages: 2 },
  { id: 'many-roles', document: fromText(manyRoles), maxPages: 2 },
  { id: 'long-names', document: fromText(longNames), maxPages: 2 },
];

/** The other export fixture (a ligature character and an icon-font glyph in its source text). */
export const extraRepoResumes: AtsResume[] = [{ id: 'unicode-marketing', document: fromText(fixture('unicode-marketing').text), maxPages: 2 }];

/**
 * The sample resume every template's preview shows (an invented person): one page, every kind of
 * section, read from its text the way an upload is, so the preview is exactly what that resume would
 * export to.
 */
import { documentFromResume } from '@jobapp/shared/resume/document';
import { parseResume } from '@jobapp/shared/resume/structure';
import { exportModelOfDocument } from '../exports/model-from-document';
import type { ResumeDocument } from '../exports/document';

const SAMPLE_TEXT = `Olivia Bennett
Senior Product Manager
olivia.bennett@example.com | (206) 555-0164 | Seattle, WA | linkedin.com/in/oliviabennett

SUMMARY
Product manager with 9 years of experience shipping B2B software. Turns customer research into clear roadmaps and works closely with design and engineering to deliver measurable results.

SKILLS
Product Strategy, Roadmapping, User Research, A/B Testing, SQL, Amplitude, Jira, Figma, Pricing, Agile
Languages: English (native), French (professional)

EXPERIENCE
Senior Product Manager | Cascade Analytics | Seattle, WA | Mar 2021 – Present
• Led the launch of a self-serve reporting product that reached 2,400 paying teams in its first year
• Cut onboarding time from 14 days to 3 by redesigning the setup flow with design and support
• Ran 40 pricing and packaging experiments that raised average contract value by 18%
• Mentor 3 associate product managers and run the quarterly planning process for 5 teams

Product Manager | Harbor Payments | Portland, OR | Jun 2017 – Feb 2021
• Owned the merchant dashboard used by 30,000 small businesses every week
• Shipped instant payouts, which became the most requested upgrade and added $4M in annual revenue
• Built the team's first customer advisory board of 12 merchants

Associate Product Manager | Brightwave Media | Portland, OR | Aug 2015 – May 2017
• Launched a recommendation module that increased article views per visit by 22%
• Wrote specifications and acceptance tests for 4 releases of the publishing tools

EDUCATION
B.A. in Economics | University of Washington | Seattle, WA | 2011 – 2015

CERTIFICATIONS
• Certified Scrum Product Owner (2019)
• Pragmatic Institute Foundations (2018)`;

/** The preview's resume as the export model (what every renderer takes). */
export function previewSampleModel(): ResumeDocument {
  return exportModelOfDocument(documentFromResume(parseResume(SAMPLE_TEXT)));
}

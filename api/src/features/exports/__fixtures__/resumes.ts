/**
 * Optimized resume texts as the tailoring step stores them (name, headline, contact line, editor
 * headings, "• " bullets, "Role | Employer | Place | Dates" lines). Invented people and companies.
 */

export interface ResumeFixture {
  id: string;
  text: string;
  name: string;
  email: string;
  phone: string;
  headings: string[];
}

/**
 * Accented names, ligature-prone words (office, efficient, fluent, affiliate, workflow) and, as a PDF
 * paste leaves them, a real "ﬁ" ligature character and an icon-font glyph (U+F0E0) before the e-mail.
 */
const unicodeMarketing = `José Müller-Øberg
Senior Marketing Manager
\uF0E0 jose.muller@example.de | +49 30 1234 5678 | Berlin, Germany | linkedin.com/in/jose-muller

PROFILE
Efficient, data-driven marketing manager with 8 years of experience in B2B software. Fluent in German, English and Spanish; effective in cross-functional teams and official partner programmes.

SKILLS
Campaign Management, Marketing Automation, HubSpot, Salesforce, Google Analytics, SEO, SEA,
Affiliate Marketing, Content Strategy, A/B Testing, Budget Planning
Languages: German (native), English (fluent), Spanish (professional), Français (basic)

EXPERIENCE
Senior Marketing Manager | Kräuter & Söhne GmbH | Berlin, Germany | Jan 2020 – Present
• Led an affiliate programme of 140 partners that raised qualified leads by 38% in the ﬁrst year
• Built an efficient campaign workflow in HubSpot that cut launch time from 3 weeks to 6 days
• Managed a €1.2M annual budget across paid search, social and events
• Coordinated the office move of a 12-person team without a single missed campaign deadline

Marketing Specialist | Zürich Analytics AG | Zürich, Switzerland | Mar 2016 – Dec 2019
• Ran official launch campaigns for 5 product releases in the DACH region
• Introduced A/B testing for landing pages, raising conversion from 2.1% to 3.4%
• Wrote the style guide used by 9 in-house and freelance authors

EDUCATION
M.A. in Marketing | Universität zu Köln | Cologne, Germany | 2014 – 2016
B.A. in Business Administration | Université de Genève | Geneva, Switzerland | 2011 – 2014

CERTIFICATIONS
• HubSpot Inbound Marketing Certification (2021)
• Google Analytics Individual Qualification (2019)`;

const nurse = `Aisha Thompson
Registered Nurse, BSN
aisha.thompson@example.com | (312) 555-0147 | Chicago, IL

PROFESSIONAL SUMMARY
Registered nurse with 6 years of acute-care experience in medical-surgical and intensive care units. Calm under pressure, precise with documentation and committed to patient education.

CORE COMPETENCIES
Patient Assessment, Medication Administration, Epic EHR, IV Therapy, Wound Care, Telemetry,
Care Planning, Patient Education, Infection Control, BLS, ACLS

PROFESSIONAL EXPERIENCE
Registered Nurse, ICU | Northshore Memorial Hospital | Chicago, IL | Jun 2021 – Present
• Care for 2 critically ill patients per shift in a 24-bed medical ICU
• Precepted 7 new graduate nurses through a 12-week orientation
• Cut central-line infections on the unit to zero for 14 months as a member of the CLABSI team
• Document assessments and interventions in Epic with a 99% audit score

Registered Nurse, Med-Surg | St. Anne's Community Hospital | Evanston, IL | Aug 2018 – May 2021
• Managed care for 5 to 6 post-operative patients per shift
• Educated patients and families on discharge plans, lowering 30-day readmissions by 11%
• Served on the unit practice council and rewrote the fall-prevention checklist

EDUCATION
Bachelor of Science in Nursing | Loyola University Chicago | Chicago, IL | 2014 – 2018

CERTIFICATIONS
• Critical Care Registered Nurse (CCRN), 2022
• Advanced Cardiovascular Life Support (ACLS), 2023
• Basic Life Support (BLS), 2023`;

const longBullets = [
  'Owned the carrier-rates service that prices 2.4 million shipments a month and kept it at 99.95% availability',
  'Led the migration of 14 Django services from EC2 to Kubernetes, cutting deploy time from 40 to 6 minutes',
  'Designed an event pipeline on Kafka that replaced nightly batch jobs and reduced label delays by 35%',
  'Built the billing API used by 1,200 merchant accounts and its reconciliation reports for finance',
  'Mentored 4 engineers through their first on-call rotations and wrote the team incident runbooks',
  'Introduced Datadog dashboards and SLOs for the 6 services the team owns',
  'Partnered with finance to reconcile carrier invoices, recovering $310,000 in overcharges in 2023',
  'Ran quarterly capacity reviews for the rates cluster and right-sized instances, saving $7,500 a month',
  'Introduced contract tests between the rates service and 5 consuming teams, ending a class of breaking releases',
  'Wrote the design document for multi-region failover and presented it to the architecture review board',
];

const longSoftware = `Priya Raman
Staff Software Engineer
priya.raman@example.com | (415) 555-0182 | Oakland, CA | github.com/priyaraman | linkedin.com/in/priyaraman

SUMMARY
Backend-focused software engineer with 11 years of experience building payment and logistics platforms. Comfortable owning services end to end, from schema design to on-call. Known for calm incident handling, pragmatic architecture and mentoring engineers who are new to distributed systems.

TECHNICAL SKILLS
Python, Go, TypeScript, SQL, Bash, Django, Flask, Node.js, Express, React, PostgreSQL, Redis, Kafka,
Elasticsearch, Snowflake, AWS (EC2, S3, Lambda, RDS), Kubernetes, Docker, Terraform, GitHub Actions,
Datadog, Microservices, TDD, Code Review, Agile
Languages: English (native), Tamil (fluent), Spanish (basic)

WORK EXPERIENCE
Staff Software Engineer | Shipwise Logistics | Oakland, CA | Mar 2021 – Present
${longBullets.map((b) => `• ${b}`).join('\n')}

Senior Software Engineer | Tillpoint Payments | San Francisco, CA | Jun 2018 – Feb 2021
• Built the merchant onboarding flow in Python/Flask and React, raising completion from 61% to 78%
• Documented data flows for the card vault during the PCI audit
• Reduced PostgreSQL query latency by adding indexes and rewriting 30 slow queries
• Wrote Terraform modules for the team's AWS accounts (VPC, RDS, IAM)
• Ran the weekly release train for the payments monorepo
• Built an idempotency layer for the card-charge endpoint that removed duplicate charges during retries
• Moved the settlement reports from cron scripts to Celery tasks with retries and alerting
• Shipped velocity checks with the fraud team that blocked 9,000 fraudulent sign-ups in one quarter
• Owned the GraphQL gateway for the merchant dashboard and cut its p95 latency from 900 ms to 250 ms

Software Engineer | Brightline Health | Remote | Jan 2016 – May 2018
• Developed REST endpoints in Node.js and Express for a patient-scheduling app
• Migrated the scheduling database from MySQL to PostgreSQL with no downtime
• Wrote unit tests with Jest and raised coverage from 42% to 80%
• Built an SMS reminder job with Twilio that reduced missed appointments by 15%
• Containerized the app with Docker and set up continuous integration

Junior Developer | Cobalt Studio | Sacramento, CA | Jun 2013 – Dec 2015
• Maintained WordPress and PHP sites for 20 small-business clients
• Answered support tickets and deployed fixes within one business day
• Rebuilt the studio's own site as a static site, cutting hosting costs by 70%

PROJECTS
Open-source rate limiter | 2019 – Present
• Maintain a Redis-backed rate-limiting library for Python with 900 GitHub stars
• Added async support using asyncio and wrote the documentation site

Home lab cluster | 2020 – Present
• Run a three-node Kubernetes cluster with Prometheus and Grafana for personal projects
• Automated nightly backups of the cluster's volumes to S3

EDUCATION
B.S. in Computer Science | University of California, Davis | Davis, CA | 2009 – 2013
• Senior project: route optimization for campus shuttles

CERTIFICATIONS
• AWS Certified Developer – Associate (2020)
• Certified Kubernetes Application Developer (2022)

ACHIEVEMENTS
Publications
• "Designing rate limiters that fail open", Shipwise Engineering Blog, 2023
• "Idempotency keys in practice", PyBay 2022

Awards
• Shipwise Builder of the Year, 2022
• Hackathon winner, Tillpoint Hack Week 2019

Volunteer Experience
• Teach weekly introductory Python sessions for adult learners at the Oakland Public Library
• Helped write the curriculum for a 10-week web basics course`;

export const resumeFixtures: ResumeFixture[] = [
  {
    id: 'unicode-marketing',
    text: unicodeMarketing,
    name: 'José Müller-Øberg',
    email: 'jose.muller@example.de',
    phone: '+49 30 1234 5678',
    headings: ['PROFILE', 'SKILLS', 'EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
  },
  {
    id: 'nurse',
    text: nurse,
    name: 'Aisha Thompson',
    email: 'aisha.thompson@example.com',
    phone: '(312) 555-0147',
    headings: ['PROFESSIONAL SUMMARY', 'CORE COMPETENCIES', 'PROFESSIONAL EXPERIENCE', 'EDUCATION', 'CERTIFICATIONS'],
  },
  {
    id: 'long-software',
    text: longSoftware,
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '(415) 555-0182',
    headings: ['SUMMARY', 'TECHNICAL SKILLS', 'WORK EXPERIENCE', 'PROJECTS', 'EDUCATION', 'CERTIFICATIONS', 'ACHIEVEMENTS'],
  },
];

export function fixture(id: string): ResumeFixture {
  const found = resumeFixtures.find((f) => f.id === id);
  if (!found) throw new Error(`No resume fixture ${id}`);
  return found;
}

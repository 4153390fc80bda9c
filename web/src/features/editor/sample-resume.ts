/**
 * The editor's starting text (spec section 4): the loaded resume's content; with no resume id and no
 * saved resumes, a sample resume to try the editor on; with saved resumes and no id, empty.
 */

/** A realistic sample with the standard upper-case headings the editor splits on. */
export const sampleResume = `Jordan Rivera
Seattle, WA | jordan.rivera@example.com | (206) 555-0142 | linkedin.com/in/jordanrivera

PROFESSIONAL SUMMARY
Software engineer with 6 years of experience building web applications in TypeScript and React. Led the move of a customer portal to a single-page app used by 40,000 customers, and mentored four junior engineers.

WORK EXPERIENCE
Senior Software Engineer, Northwind Logistics, Seattle, WA
March 2021 - Present
- Led a team of 5 engineers rebuilding the shipment tracking portal in React and TypeScript
- Cut page load time from 4.2 s to 1.1 s by splitting bundles and caching API answers
- Responsible for the code review process and the release checklist

Software Engineer, Bluefin Analytics, Portland, OR
June 2018 - February 2021
- Built a reporting dashboard in React used by 300 analysts every day
- Wrote Node.js services that import 2 million records a night from partner systems
- Helped with testing and deployments

EDUCATION
Bachelor of Science in Computer Science, Oregon State University, 2018

SKILLS
TypeScript, JavaScript, React, Node.js, PostgreSQL, REST APIs, Git, Docker, AWS, Agile

CERTIFICATIONS
AWS Certified Developer - Associate, 2022
`;

export interface InitialTextInput {
  /** The resume id in the route, if any. */
  resumeId: number | null;
  /** The loaded resume's content (when an id was given and it loaded). */
  content: string | undefined;
  /** How many saved resumes the user has (when the list loaded). */
  savedCount: number | undefined;
}

/** The starting text, or undefined while what it depends on is still loading. */
export function initialEditorText({ resumeId, content, savedCount }: InitialTextInput): string | undefined {
  if (resumeId !== null) return content;
  if (savedCount === undefined) return undefined;
  return savedCount === 0 ? sampleResume : '';
}

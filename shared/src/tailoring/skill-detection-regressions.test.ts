/**
 * Skill detection must never credit a resume with a skill it does not claim: place names ("San
 * Francisco"), URL schemes ("http://"), JSON Resume keys and contact lines are not evidence.
 */
import { describe, expect, it } from 'vitest';
import { sharedFixturesAvailable, sharedText } from './__fixtures__/load';
import { tailorResume } from './engine';
import { findSkills } from './skill-matcher';

const NOW = new Date('2026-11-23T00:00:00Z');
const haveShared = sharedFixturesAvailable();
const skills = (text: string) => findSkills(text, 'strict').map((m) => m.skill);

/** Requirement → status of the match report items that name the skill. */
function statusOf(result: ReturnType<typeof tailorResume>, skill: string): string | undefined {
  const item = result.match.items.find((i) => i.requirement === skill);
  return item?.status;
}

const TEXT_RESUME = `Jane Roe
jane@example.com | (555) 123-4567 | https://janeroe.dev

EXPERIENCE
MERN Stack Developer, OpenAI, San Francisco, USA | June 2020 – Present
- Built React and Node.js services used by 2 million people
- Wrote MongoDB aggregation pipelines with Express

SKILLS
React, Node.js, MongoDB, Express
`;

describe('place names and common words are not skills', () => {
  it('"San Francisco" is not Storage Area Networks; "SAN" and "NAS" in a storage context are', () => {
    expect(skills('MERN Stack Developer, OpenAI, San Francisco, USA | June 2020 – Present')).not.toContain('Storage Area Networks');
    expect(skills('Tech Solutions, San Francisco, CA')).not.toContain('Storage Area Networks');
    expect(skills('Administered SAN and NAS storage with VMware vSphere')).toContain('Storage Area Networks');
  });

  it('"Go Sooners!" and "ORM" in a reputation sense are not read as Go or Reputation Management', () => {
    expect(skills('(Go Sooners and Cardinal!)')).not.toContain('Go');
    expect(skills('Java, Spring Boot, Hibernate ORM and JPA; ORM tuning')).not.toContain('Reputation Management');
  });

  it('ORM in a Java/Hibernate posting is object-relational mapping', () => {
    const found = skills('Experience with Java, Hibernate and an ORM such as JPA');
    expect(found).not.toContain('Reputation Management');
  });

  it('a URL scheme is not HTTP or TLS/SSL', () => {
    expect(skills('Portfolio: http://richardhendricks.example.com | https://github.com/rh')).not.toContain('HTTP');
    expect(skills('Portfolio: https://richardhendricks.example.com, Python, Docker')).not.toContain('TLS/SSL');
    expect(skills('Designed HTTP APIs in Go and Python')).toContain('HTTP');
  });

  it('the text resume\'s role line and contact line credit no skill', () => {
    const result = tailorResume({
      resumeText: TEXT_RESUME,
      job: {
        title: 'Storage Engineer',
        description:
          'Tech Solutions, San Francisco, CA. Requirements: experience with SAN storage, HTTP and TLS/SSL. Build React apps with Node.js. '.repeat(2),
      },
      now: NOW,
    });
    expect(statusOf(result, 'Storage Area Networks')).not.toBe('met');
    expect(statusOf(result, 'HTTP')).not.toBe('met');
    expect(statusOf(result, 'TLS/SSL')).not.toBe('met');
  });
});

describe('a posting\'s place name is not a requirement', () => {
  it('"Tech Solutions, San Francisco, CA" asks for no Storage Area Networks', () => {
    const result = tailorResume({
      resumeText: TEXT_RESUME,
      job: { title: 'Web Developer', description: 'Tech Solutions, San Francisco, CA is hiring. Build React apps with Node.js and MongoDB. '.repeat(4) },
      now: NOW,
    });
    expect(result.match.requirements.skills.map((r) => r.skill)).not.toContain('Storage Area Networks');
  });
});

describe.skipIf(!haveShared)('a JSON Resume is read as a resume, not as JSON', () => {
  it('keys, URLs, "$schema", profiles and roles credit no skill', () => {
    const result = tailorResume({
      resumeText: sharedText('resumes', 'jsonresume_sample.resume.json'),
      job: {
        title: 'Backend Engineer',
        description:
          'We need a backend engineer. Requirements: HTTP, SAN, Go, TLS/SSL, Twitter, Team Leadership. You will build compression services in C++ and Python for our storage platform. '.repeat(
            2,
          ),
      },
      now: NOW,
    });
    for (const skill of ['HTTP', 'Storage Area Networks', 'Go', 'TLS/SSL', 'Twitter']) {
      expect({ skill, status: statusOf(result, skill) }).not.toEqual({ skill, status: 'met' });
    }
  });
});

describe('plurals of a multi-word skill', () => {
  it('"product strategies" and "web applications" read as the skill', () => {
    expect(skills('Developing product strategies for new markets')).toContain('Product Strategy');
  });
});

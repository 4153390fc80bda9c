import { describe, expect, it } from 'vitest';
import { documentFromResume, tailoredDocumentOf } from './document';
import { parseResume } from './structure';

/** The text a resume-builder export (soupboss_DevOps-Sample2.pdf) reads as: its footer is the site's. */
const EXPORTED = `ANDERSON
DevOps Site Reliability Engineer
+1-(234)-555-1234 | info@resumementor.com | linkedin.com | Denver, Colorado

Employment History
DevOps Engineer | Red Hat | Denver, Colorado | 01/2022 - Present
• Developed and optimized CI/CD pipelines, reducing deployment time by 40%.

Education
University of Colorado Boulder | Boulder, Colorado
Bachelor of Science in Computer Science | 01/2011 - 01/2015

www.resumementor.com | Powered by f resumementor`;

const everything = (text: string) => JSON.stringify({ ...parseResume(text), leftOut: undefined });

describe('a resume builder watermark', () => {
  it('is read into no field and listed as left out', () => {
    const resume = parseResume(EXPORTED);
    expect(everything(EXPORTED)).not.toMatch(/resumementor\.com(?!")|Powered by/);
    expect(resume.education[0]?.details ?? []).toEqual([]);
    expect(resume.leftOut).toEqual(['www.resumementor.com | Powered by f resumementor']);
    // The contact e-mail is the user's (a sample's placeholder), not the watermark.
    expect(resume.contact.email).toBe('info@resumementor.com');
  });

  it('is in the original document left out, for the user to put back', () => {
    const doc = documentFromResume(parseResume(EXPORTED));
    expect(doc.leftOut.map((s) => s.text)).toEqual(['www.resumementor.com | Powered by f resumementor']);
    // A tailored document made from it still lists it.
    expect(tailoredDocumentOf(doc, parseResume(EXPORTED)).leftOut.map((s) => s.text)).toEqual(['www.resumementor.com | Powered by f resumementor']);
  });

  it('is dropped on every page, also as the builder address alone', () => {
    const twoPages = `${EXPORTED.replace('www.resumementor.com | Powered by f resumementor', '• www.resumementor.com\n• Powered by f resumementor')}\n\nSkills\nPython, AWS\nwww.resumementor.com`;
    const resume = parseResume(twoPages);
    expect(resume.leftOut).toEqual(['www.resumementor.com', 'Powered by f resumementor']);
    expect(resume.skills).toEqual(['Python', 'AWS']);
  });

  it('needs the builder named twice: a user line that only looks like one stays', () => {
    for (const line of ['Built with React', 'Powered by AWS', 'www.janedoe.dev', 'Portfolio: www.resumementor-fan.com | Built with Next.js']) {
      const text = EXPORTED.replace('www.resumementor.com | Powered by f resumementor', `Projects\nWeather app\n${line}`);
      expect(parseResume(text).leftOut).toBeUndefined();
      expect(JSON.stringify(parseResume(text).projects)).toContain(line.split(' ')[0]);
    }
  });
});

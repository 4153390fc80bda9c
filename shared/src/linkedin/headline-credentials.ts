/**
 * The credentials a headline names after the title ("Senior Accountant, CPA"): the letters the user writes
 * after their name (degrees aside) and the abbreviations their certifications list ("Progressive Care
 * Certified Nurse (PCCN)"). A recruiter searches for them and they decide shortlists, so they lead.
 * One the title already spells out ("RN" for a Registered Nurse) is not repeated.
 */
import type { ResumeDocument } from '../resume/document.schema';
import { contentStems } from '../tailoring/concepts';
import { isDegreeSkill } from '../tailoring/gaps';
import { ABBREVIATION_RE } from '../tailoring/summary-facts';
import { holdsCredential } from '../resume/credential-name';

const MAX_HEADLINE_CREDENTIALS = 2;

/** Each abbreviation with the words it stands for when the resume writes them ("PCCN" ← "Progressive Care Certified Nurse"). */
function credentialsOf(doc: ResumeDocument): { short: string; long: string }[] {
  const out = doc.contact.credentials.filter((c) => ABBREVIATION_RE.test(c) && !isDegreeSkill(c)).map((short) => ({ short, long: '' }));
  for (const cert of doc.certifications.filter((c) => holdsCredential(c.text))) {
    const text = cert.text.trim();
    // Three letters at least in a bracket ("SAFe Agilist (SA)" is no headline credential; "(PCCN)" is).
    const bracketed = /^([^(]{3,80}?)\s*\(([A-Z][A-Z0-9-]{2,7})\)/.exec(text);
    if (bracketed) out.push({ short: bracketed[2] ?? '', long: bracketed[1] ?? '' });
    else if (ABBREVIATION_RE.test(text.split(/[\s,—–]/)[0] ?? '') && /^\S+(?:\s*[,—–]|$)/.test(text)) out.push({ short: text.split(/[\s,—–]/)[0] ?? '', long: '' });
  }
  return out;
}

/** Up to two credentials for the headline, in the resume's order, none the title already says. */
export function headlineCredentials(resumes: readonly ResumeDocument[], title: string): string[] {
  const titleStems = new Set(contentStems(title));
  const out: string[] = [];
  for (const doc of resumes) {
    for (const { short, long } of credentialsOf(doc)) {
      const spelled = long !== '' && contentStems(long).every((s) => titleStems.has(s));
      const initials = title.split(/\s+/).map((w) => w.charAt(0)).join('').toUpperCase();
      if (spelled || short === initials || out.includes(short) || isDegreeSkill(short)) continue;
      out.push(short);
    }
  }
  return out.slice(0, MAX_HEADLINE_CREDENTIALS);
}

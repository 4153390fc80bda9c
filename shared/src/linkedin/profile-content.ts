/**
 * A LinkedInProfile rendered as profile content text, laid out the way LinkedIn's page copies (so
 * readProfile reads it back), within the request's 10,000-character limit: when it is longer, the
 * longest descriptions lose their last lines first (all are capped at one length, found by bisection),
 * then the About section, then whole lines at the end.
 */
import { limits } from '../limits';
import type { LinkedInPosition, LinkedInProfile } from './profile-types';

function dates(start: string, end: string): string {
  if (start === '') return end;
  return end === '' ? start : `${start} - ${end}`;
}

function positionLines(p: LinkedInPosition, description: string): string[] {
  return [p.title, p.company, dates(p.start, p.end), p.location, description].filter((l) => l !== '');
}

function render(profile: LinkedInProfile, descriptions: readonly string[], about: string): string {
  const blocks: string[] = [[profile.name, profile.headline, profile.location].filter((l) => l !== '').join('\n')];
  if (about !== '') blocks.push(`About\n${about}`);
  if (profile.positions.length > 0) {
    blocks.push(['Experience', ...profile.positions.map((p, i) => positionLines(p, descriptions[i] ?? '').join('\n'))].join('\n\n'));
  }
  if (profile.education.length > 0) {
    const entries = profile.education.map((e) => [e.school, e.degree, dates(e.start, e.end)].filter((l) => l !== '').join('\n'));
    blocks.push(['Education', ...entries].join('\n\n'));
  }
  if (profile.skills.length > 0) blocks.push(['Skills', ...profile.skills].join('\n'));
  return blocks.filter((b) => b.trim() !== '').join('\n\n');
}

/** The text's first whole lines within `cap` characters. */
function capLines(text: string, cap: number): string {
  if (text.length <= cap) return text;
  const cut = text.slice(0, cap + 1).lastIndexOf('\n');
  return cut > 0 ? text.slice(0, cut) : '';
}

/** The largest cap in [0, high] for which `fits(cap)` holds (fits is monotone), or -1. */
function largestCap(high: number, fits: (cap: number) => boolean): number {
  if (!fits(0)) return -1;
  let lo = 0;
  let hi = high;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Profile content text of a profile, at most `max` characters (default: the request's limit). */
export function profileContentOf(profile: LinkedInProfile, max: number = limits.linkedInProfileMaxChars): string {
  const full = render(profile, profile.positions.map((p) => p.description), profile.about);
  if (full.length <= max) return full;
  // The longest descriptions lose their last lines first: every description is capped at the same length.
  const longest = Math.max(0, ...profile.positions.map((p) => p.description.length));
  const withCap = (cap: number, about: string) => render(profile, profile.positions.map((p) => capLines(p.description, cap)), about);
  const cap = largestCap(longest, (c) => withCap(c, profile.about).length <= max);
  if (cap >= 0) return withCap(cap, profile.about);
  const aboutCap = largestCap(profile.about.length, (c) => withCap(0, capLines(profile.about, c)).length <= max);
  const text = withCap(0, aboutCap >= 0 ? capLines(profile.about, aboutCap) : '');
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastBreak = cut.lastIndexOf('\n');
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut;
}

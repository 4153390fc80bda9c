/**
 * A LinkedInProfile rendered as profile content text, laid out the way LinkedIn's page copies (so
 * readProfile reads it back), within the request's 10,000-character limit: when it is longer, the
 * longest descriptions lose their last lines first, then the About section, then whole lines at the end.
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

function withoutLastLine(text: string): string {
  const cut = text.lastIndexOf('\n');
  return cut < 0 ? '' : text.slice(0, cut);
}

/** Profile content text of a profile, at most `max` characters (default: the request's limit). */
export function profileContentOf(profile: LinkedInProfile, max: number = limits.linkedInProfileMaxChars): string {
  const descriptions = profile.positions.map((p) => p.description);
  let about = profile.about;
  let text = render(profile, descriptions, about);
  while (text.length > max) {
    let longest = -1;
    descriptions.forEach((d, i) => {
      if (d.includes('\n') && (longest < 0 || d.length > (descriptions[longest] ?? '').length)) longest = i;
    });
    if (longest >= 0) descriptions[longest] = withoutLastLine(descriptions[longest] ?? '');
    else if (about.includes('\n')) about = withoutLastLine(about);
    else break;
    text = render(profile, descriptions, about);
  }
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastBreak = cut.lastIndexOf('\n');
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut;
}

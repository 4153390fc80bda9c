/**
 * A document path in words, for the error summary's links ("experience.1.title" → "Role 2: job title").
 */
import type { Path } from './document-paths';

const lists: Record<string, string> = {
  experience: 'Role',
  education: 'Education',
  skills: 'Skill group',
  projects: 'Project',
  other: 'Section',
  summary: 'Summary sentence',
  certifications: 'Certification',
  statements: 'statement',
  details: 'detail',
  items: 'skill',
  links: 'link',
  credentials: 'credential',
};

const fields: Record<string, string> = {
  name: 'name',
  title: 'job title',
  employer: 'employer',
  location: 'place',
  start: 'start',
  end: 'end',
  dates: 'dates',
  degree: 'degree',
  institution: 'institution',
  heading: 'heading',
  email: 'email',
  phone: 'phone',
  headline: 'headline',
  text: '',
};

export function describePath(path: Path): string {
  if (path === '') return 'The resume';
  const parts = path.split('.');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    if (part === 'contact') {
      words.push('Contact');
    } else if (part in lists && next !== undefined && /^\d+$/.test(next)) {
      words.push(`${lists[part]} ${Number(next) + 1}`);
      i += 1;
    } else if (part in fields) {
      if (fields[part]) words.push(fields[part] ?? part);
    } else {
      words.push(lists[part] ?? part);
    }
  }
  const [first = '', ...rest] = words;
  const head = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length > 0 ? `${head}: ${rest.join(', ')}` : head;
}

/**
 * The headline's and the About section's checks: presence, LinkedIn's limits, the target title and
 * keywords, a hook before "see more", first person, no buzzword clichés, and a closing invitation.
 */
import { contentStems } from '../tailoring/concepts';
import { titleKeywords } from '../tailoring/job-requirements';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX, LINKEDIN_HOOK_CHARS } from './linkedin.schema';
import { listOf } from '../text/lists';
import { boundCheck, outcomeOf, type ProfileCheck } from './check-types';
import { keywordsIn } from './support';
import { coreTitle } from './title-core';

export const ABOUT_MIN_CHARS = 1000;

/** Clichés recruiters skip over (LinkedIn's own yearly lists of overused profile words). */
export const BUZZWORDS = [
  'passionate',
  'results-driven',
  'results-oriented',
  'team player',
  'hard-working',
  'hardworking',
  'self-starter',
  'go-getter',
  'detail-oriented',
  'think outside the box',
  'synergy',
  'ninja',
  'rockstar',
  'guru',
  'thought leader',
  'proven track record',
  'highly motivated',
  'dynamic',
  'best of breed',
  'visionary',
] as const;

const BUZZWORD_RE = new RegExp(`\\b(?:${BUZZWORDS.map((b) => b.replace(/-/g, '[- ]?')).join('|')})\\b`, 'gi');

/** The clichés a text uses, lower-cased, each once. */
export function buzzwordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(BUZZWORD_RE)].map((m) => m[0].toLowerCase()))];
}

/** True when the text names the target title or a close form ("Senior Backend Engineer" ~ "backend engineers"). */
export function namesTitle(text: string, position: string): boolean {
  const wanted = contentStems(titleKeywords(position).join(' '));
  if (wanted.length === 0) return false;
  const have = new Set(contentStems(text));
  return wanted.every((s) => have.has(s));
}

/** The first sentence end within `limit` characters, or -1. */
export function hookEnd(text: string, limit = LINKEDIN_HOOK_CHARS): number {
  const m = /[.!?](?=["')\]]?(?:\s|$))/.exec(text.slice(0, limit));
  return m ? m.index + 1 : -1;
}

const FIRST_PERSON_RE = /\b(?:I|I'm|I've|I'd|I'll|my|me|myself)\b/;
const THIRD_PERSON_RE = /\b(?:he|she|his|her|him)\s+(?:is|has|was|works|worked|brings|leads|led|builds|built|loves|enjoys|own|current|career|experience|team)\b/i;
const INVITATION_RE =
  /\b(?:connect|reach out|get in touch|message me|send me a message|contact me|let's talk|let’s talk|email me|say hello|happy to (?:chat|talk|help)|glad to (?:connect|talk|chat)|open to|feel free)\b/i;

/** True when the text speaks of its owner in the third person ("Jordan is …", "she has …"). */
export function speaksInThirdPerson(text: string, name: string): boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const full = name.trim().replace(/\s+/g, ' ');
  const first = full.split(' ')[0] ?? '';
  const names = [full, first].filter((n) => n.length >= 2).map(escape);
  const byName = names.length > 0 && new RegExp(`\\b(?:${names.join('|')})(?:'s)?\\s+(?:is|has|was|brings|works|leads|loves|enjoys)\\b`, 'i').test(text);
  return byName || THIRD_PERSON_RE.test(text);
}

export const HEADLINE_CHECKS: readonly ProfileCheck[] = [
  boundCheck({ id: 'headline-present', label: 'Headline is filled in', weight: 6 }, (p) => p.headline.trim().length, {
    min: 1,
    unit: 'characters of headline',
    advice: 'add a headline: it is the first thing recruiters read.',
  }),
  boundCheck({ id: 'headline-length', label: `Headline fits LinkedIn's ${LINKEDIN_HEADLINE_MAX} characters`, weight: 3 }, (p) => p.headline.length, {
    max: LINKEDIN_HEADLINE_MAX,
    unit: 'characters',
    advice: `LinkedIn cuts the headline at ${LINKEDIN_HEADLINE_MAX}.`,
  }),
  {
    id: 'headline-title',
    label: 'Headline names the target position',
    weight: 8,
    check: (p, t) => {
      const title = coreTitle(t.position) || t.position;
      return outcomeOf(namesTitle(p.headline, title), `The headline names ${title}.`, `Put "${title}" (or a close form) in the headline.`);
    },
  },
  {
    id: 'headline-keywords',
    label: 'Headline holds at least 2 target keywords',
    weight: 6,
    check: (p, t) => {
      const found = keywordsIn(p.headline, t.targetKeywords);
      return outcomeOf(found.length >= 2, `The headline names ${listOf(found)}.`, `The headline names ${found.length} of the target's keywords; name at least 2 you have.`);
    },
  },
  {
    id: 'headline-not-default',
    label: 'Headline says more than "Title at Company"',
    weight: 3,
    check: (p) => {
      const bare = /^[^|,·•]{1,80}\s+(?:at|@)\s+[^|,·•]{1,80}$/i.test(p.headline.trim());
      return outcomeOf(p.headline.trim() !== '' && !bare, 'The headline says what you offer.', "LinkedIn's default headline: add your strongest skills.");
    },
  },
  {
    id: 'headline-no-contact',
    label: 'No contact details in the headline',
    weight: 2,
    check: (p) => {
      const contact = /@|https?:\/\/|www\.|\+?\d[\d ().-]{7,}\d/.test(p.headline.slice(0, 500));
      return outcomeOf(!contact, 'The headline holds no e-mail, phone or link.', 'Move e-mail addresses, phone numbers and links to the Contact info section.');
    },
  },
];

export const ABOUT_CHECKS: readonly ProfileCheck[] = [
  boundCheck({ id: 'about-present', label: 'About section is filled in', weight: 6 }, (p) => p.about.trim().length, {
    min: 1,
    unit: 'characters of About',
    advice: 'write an About section.',
  }),
  boundCheck({ id: 'about-min-length', label: `About is at least ${ABOUT_MIN_CHARS} characters`, weight: 4 }, (p) => p.about.length, {
    min: ABOUT_MIN_CHARS,
    unit: 'characters',
    advice: `use at least ${ABOUT_MIN_CHARS} to tell your story.`,
  }),
  boundCheck({ id: 'about-max-length', label: `About fits LinkedIn's ${LINKEDIN_ABOUT_MAX} characters`, weight: 3 }, (p) => p.about.length, {
    max: LINKEDIN_ABOUT_MAX,
    unit: 'characters',
    advice: `LinkedIn allows ${LINKEDIN_ABOUT_MAX}.`,
  }),
  {
    id: 'about-hook',
    label: `About opens with a complete sentence within ${LINKEDIN_HOOK_CHARS} characters`,
    weight: 5,
    check: (p) => {
      const end = hookEnd(p.about.trim());
      return outcomeOf(end > 0, `The first sentence ends at character ${end}, before "see more".`, `Finish a first sentence within ${LINKEDIN_HOOK_CHARS} characters: the rest is behind "see more".`);
    },
  },
  {
    id: 'about-first-person',
    label: 'About is written in the first person',
    weight: 4,
    check: (p) => outcomeOf(FIRST_PERSON_RE.test(p.about), 'About speaks as "I".', 'Write About as "I", not as a résumé fragment.'),
  },
  {
    id: 'about-no-third-person',
    label: 'About does not speak of you in the third person',
    weight: 3,
    check: (p) => outcomeOf(p.about.trim() !== '' && !speaksInThirdPerson(p.about, p.name), 'No third person about yourself.', 'About speaks of you in the third person; use "I".'),
  },
  {
    id: 'about-keywords',
    label: 'About names the target keywords',
    weight: 5,
    check: (p, t) => {
      const found = keywordsIn(p.about, t.targetKeywords);
      const need = Math.min(3, t.targetKeywords.length);
      return outcomeOf(need > 0 && found.length >= need, `About names ${listOf(found)}.`, `About names ${found.length} of the target's keywords; name at least ${need} you have.`);
    },
  },
  {
    id: 'about-closing',
    label: 'About ends with an invitation to connect',
    weight: 3,
    check: (p) => outcomeOf(INVITATION_RE.test(p.about.slice(-300)), 'About closes with an invitation.', 'Close About by inviting readers to connect or message you.'),
  },
  {
    id: 'no-buzzwords',
    label: 'No buzzword clichés in the headline or About',
    weight: 3,
    check: (p) => {
      const found = buzzwordsIn(`${p.headline}\n${p.about}`);
      return outcomeOf(found.length === 0, 'No clichés.', `Replace ${listOf(found.map((b) => `"${b}"`))} with what you did.`);
    },
  },
];

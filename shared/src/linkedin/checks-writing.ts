/**
 * The checks of how the headline and About read to a recruiter (writing-faults): no phrase said twice,
 * no Experience statement pasted whole, an About that opens with a result and does not repeat the
 * Experience word for word. They apply to the user's profile and to the optimized one alike, so a
 * fault the optimizer could not mend stays on the list.
 */
import type { StructuredResume } from '../resume/types';
import { outcomeOf, type ProfileCheck } from './check-types';
import type { LinkedInProfile } from './profile-types';
import { outcomeClause, resultPhrase } from './result-phrases';
import { copiedSentences, openingSentence, opensWithResult, pastedStatements, repeatedPhrases, statementsOfText } from './writing-faults';

/** Every statement of the Experience: the profile's roles and the resumes' bullets. */
function experienceStatements(p: LinkedInProfile, resumes: readonly StructuredResume[]): string[] {
  const fromResumes = resumes.flatMap((r) => r.experience.flatMap((e) => e.bullets.flatMap(statementsOfText)));
  return [...new Set([...p.positions.flatMap((x) => statementsOfText(x.description)), ...fromResumes])];
}

function shortened(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 77).replace(/\s+\S*$/, '')}…`;
}

export const WRITING_CHECKS: readonly ProfileCheck[] = [
  {
    id: 'headline-no-repeats',
    label: 'Headline says each thing once',
    weight: 3,
    check: (p, t) => {
      const repeated = repeatedPhrases(p.headline, [t.position, ...p.positions.map((x) => x.title)]);
      return outcomeOf(p.headline.trim() !== '' && repeated.length === 0, 'No phrase is said twice.', p.headline.trim() === '' ? 'No headline yet.' : 'The headline says the same words twice; keep one and use the room for a skill or a result.');
    },
  },
  {
    id: 'headline-own-words',
    label: 'Headline is not a pasted Experience line',
    weight: 3,
    check: (p, _t, resumes) => {
      const pasted = pastedStatements(p.headline, experienceStatements(p, resumes));
      return outcomeOf(pasted.length === 0, 'The headline is short phrases, not a pasted line.', `The headline pastes "${shortened(pasted[0] ?? '')}"; name the result in a few words.`);
    },
  },
  {
    id: 'about-opens-with-result',
    label: 'About opens with your strongest result',
    weight: 4,
    check: (p, _t, resumes) => {
      // A result as the writer reads one (a change, an amount, a rate the work held), not any figure: "a top 25
      // retail company" or "across twelve offices" is the work's setting, nothing to open with.
      const hasResults = experienceStatements(p, resumes).some((s) => resultPhrase(s) !== null || outcomeClause(s) !== null);
      if (!hasResults) return outcomeOf(true, 'Your Experience states no result to open with.', '');
      return outcomeOf(opensWithResult(p.about), 'The first sentence states a result.', `The About opens with "${shortened(openingSentence(p.about))}"; open with a result in numbers.`);
    },
  },
  {
    id: 'about-not-copied',
    label: 'About does not repeat the Experience word for word',
    weight: 3,
    check: (p, _t, resumes) => {
      const copied = copiedSentences(p.about, experienceStatements(p, resumes));
      return outcomeOf(p.about.trim() !== '' && copied.length === 0, 'About tells the story; Experience holds the detail.', p.about.trim() === '' ? 'No About yet.' : `${copied.length} About sentence${copied.length === 1 ? '' : 's'} repeat${copied.length === 1 ? 's' : ''} your Experience, e.g. "${shortened(copied[0] ?? '')}".`);
    },
  },
];

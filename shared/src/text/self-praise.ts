// Praise a writer gives themselves at the head of a summary, cut from the tailored summary's lead (summary-facts.ts)
// and from the LinkedIn About's opening (linkedin/about-first-person.ts).
// The cover letter keeps a narrower list for now (cover-letters/phrasing.ts says why).

/** The titles "Creative" is part of. */
const CREATIVE_TITLES = ['director', 'lead', 'manager', 'producer', 'strategist', 'technologist', 'services', 'operations'].join('|');

/** Words of praise, not of what a person is or does ("Compassionate", "Seasoned", "Backend-focused"). */
const PRAISE_WORDS = [
  'compassionate', 'experienced', 'skilled', 'seasoned', 'dedicated', 'passionate', 'motivated', 'self-motivated', 'dynamic',
  'accomplished', 'hard-?working', 'dependable', 'reliable', 'enthusiastic', 'innovative', 'versatile', 'proven',
  // "Creative" is a title's own word in "Creative Director", "Creative Lead": praise only before another noun.
  `creative(?!\\s+(?:${CREATIVE_TITLES})\\b)`,
  'talented', 'energetic', 'driven', 'caring', 'organized', 'diligent', 'determined', 'ambitious', 'resourceful', 'committed',
  'meticulous', 'exceptional', 'outstanding', 'efficient', 'effective', 'successful', 'knowledgeable', 'confident', 'personable',
  'friendly', '\\p{L}+-(?:focused|driven|oriented|minded|motivated)',
].join('|');

/**
 * The praise at the head of a summary, with its article and the words that join a run of it: "A highly
 * skilled, dedicated and results-driven " in "A highly skilled, dedicated and results-driven nurse with …".
 * A recruiter cuts it; what the writer is and has done stays. Replace it with '' (one pass takes the run).
 */
export const SELF_PRAISE_RE = new RegExp(`^(?:an?\\s+)?(?:(?:(?:highly|very|extremely)\\s+)?(?:${PRAISE_WORDS})(?:,?\\s+and\\s+|,\\s*|\\s+))+(?=\\S)`, 'iu');

/** A sentence of the writer's feelings, with no subject: "Passionate about …", "Dedicated to …", "Eager to …". */
export const FEELING_SENTENCE_RE = /^(?:(?:highly|deeply|truly)\s+)?(?:passionate|dedicated|committed|driven|motivated|enthusiastic|eager|excited|devoted)\s+(?:about|to|for)\b/i;

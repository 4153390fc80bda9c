/**
 * The counters themselves, on hand-made texts: each finds the fault it names and lets the sound text be,
 * so a figure of 0 in writer-quality.test.ts means the writers are clean, not that a counter is blind.
 */
import { describe, expect, it } from 'vitest';
import { readRequirements } from '@jobapp/shared/jobs/job-details';
import { originalDocumentOf } from '../features/tailoring/resume-documents';
import type { QualityPair } from './corpus';
import { countSharedSentences, findMisplacedAlso, findOrphanParagraphs, findQuotedResume, findUnnamedTransfers, findUnsignedLetters, retoldStatements } from './letter-counters';
import { findNotesNotQuotingUser, findObjectivesBeforeClosing, findSentencesLeftOutAsNotFirstPerson } from './about-note-counters';
import { findBulletsInHeadlines, findHeadlineRepetitions, findLongHeadlines, findPastedBulletHeadlines, findTitlesAmongSkills, repeatedName, repeatedPhrase, repeatsExperience } from './profile-counters';
import { writePair, type WrittenPair } from './writers';
import { findGrammarFaultsIn, findStockSentences, findTitleCaseTerms, findUnsupportedClaims, namesOf, properNamesOf } from './sentence-counters';
import { findStockFrames, findStockPhrases } from './stock-phrases';
import { letterParts, wordsOf, type Sentence } from './texts';

const sentence = (text: string): Sentence => ({ writer: 'letter', where: 'test', text });

describe('stock phrases', () => {
  it('finds the recruiter\'s stock phrases as whole words, case folded', () => {
    expect(findStockPhrases('I am a Results-Driven team player.')).toEqual(['results-driven', 'team player']);
    expect(findStockPhrases('I would welcome a conversation about the role.')).toEqual(['would welcome a conversation']);
    expect(findStockPhrases('Built a dynamic pricing model.')).toEqual(['dynamic']);
  });

  it('lets plain statements be (no stock phrase inside a longer word)', () => {
    expect(findStockPhrases('Cut p99 latency by 42% by moving hot reads to Redis.')).toEqual([]);
    expect(findStockPhrases('Tuned the thermodynamics model.')).toEqual([]);
    expect(findStockSentences([sentence('I led the night shift of 12 nurses.')])).toEqual([]);
  });

  it('names an opening shared by 30 % or more of the letters as a stock frame', () => {
    const letters = [['I am applying for the role.', 'X.'], ['I am applying because of Y.'], ['My record shows Z.'], ['Another start here.']];
    expect(findStockFrames(letters)).toEqual([{ frame: 'i am applying', share: 0.5 }]);
    expect(findStockFrames([['One two three.'], ['Four five six.'], ['Seven eight nine.'], ['Ten eleven twelve.']])).toEqual([]);
  });
});

describe('headline repetitions', () => {
  it('finds a phrase of two or more words said twice, not glue words', () => {
    expect(repeatedPhrase('Registered Nurse | Registered Nurse with telemetry experience')).toBe('registered nurse');
    expect(repeatedPhrase('Warehouse Supervisor | Inventory control and safety | Lean and 5S')).toBeNull();
    expect(repeatedPhrase('Data Analyst in the retail team | SQL in the warehouse')).toBeNull();
  });

  it('finds a name in capitals said twice (a credential the title names listed again as a skill)', () => {
    expect(repeatedName('IT Project Manager, PMP, CSM | 12+ years of experience | Jira, PMP, MS Project')).toBe('PMP');
    expect(repeatedName('Registered Nurse, PCCN, ACLS | Telemetry monitoring · Patient care')).toBeNull();
    expect(repeatedName('Senior Software Engineer | TypeScript · Node.js | AWS and SQL')).toBeNull();
  });
});

describe('Title Case job terms', () => {
  it('finds a common job term capitalised inside a sentence, not at its start', () => {
    const found = findTitleCaseTerms([sentence('I improved Inventory Control across 3 sites.'), sentence('Inventory Control is where I started.')], ['inventory control']);
    expect(found.map((f) => f.text)).toEqual(['I improved Inventory Control across 3 sites.']);
    expect(findTitleCaseTerms([sentence('I improved inventory control across 3 sites.')], ['inventory control'])).toEqual([]);
  });

  it('reads the posting title as the About closing says it as a name ("… Engineer- Remote" → "… Engineer")', () => {
    const pair = { job: { title: 'Technical Support Engineer- Remote', company: 'Splunk' }, resume: { document: { experience: [], education: [], certifications: [] } } } as unknown as QualityPair;
    const closing = sentence("I'm now looking for a Technical Support Engineer role; feel free to message me here.");
    expect(findTitleCaseTerms([closing], ['technical support'], properNamesOf(pair))).toEqual([]);
  });
});

describe('grammar faults', () => {
  it('reports the part-of-speech check\'s faults with where they are', () => {
    const faults = findGrammarFaultsIn([sentence('I registered Dietitian with 5 years of practice.')], []);
    expect(faults.length).toBeGreaterThan(0);
    expect(faults[0]!.where).toMatch(/^test \[/);
    expect(findGrammarFaultsIn([sentence('I led a team of 5 engineers.')], [])).toEqual([]);
  });

  it('reads a resume summary with the subject resume style leaves out, and still finds what no reading saves', () => {
    const summary = (text: string) => ({ writer: 'resume' as const, where: '01×01 summary', text });
    const written = 'Registered nurse with 11 years of experience, including telemetry monitoring and IV therapy. At Riverside Mercy Medical Center, leads rapid-response huddles; arrival time fell from 6 to 4 minutes.';
    expect(findGrammarFaultsIn([summary(written)], [])).toEqual([]);
    // The same words as a letter's sentence have no subject: faulted.
    expect(findGrammarFaultsIn([{ ...summary(written), writer: 'letter', where: '01×01 cl-prof-1' }], []).length).toBeGreaterThan(0);
    expect(findGrammarFaultsIn([summary('Registered nurse with 11 years of experience; safety checks.')], []).length).toBeGreaterThan(0);
  });
});

describe('grammar faults: the posting\'s own names', () => {
  it('lets the products the posting says the company makes be capitalised (7 labeled "faults" were these)', () => {
    const pair = smallPair();
    const description = 'Sunfold Snacks makes Sunfold Crisps and Harvest Bites, sold in 9,000 grocery and natural-food stores. Forecasting experience required.';
    const withProducts = { ...pair, job: { ...pair.job, company: 'Sunfold Snacks', description } };
    const said = sentence('As the posting puts it, the company makes Sunfold Crisps and Harvest Bites, sold in 9,000 grocery and natural-food stores.');
    expect(findGrammarFaultsIn([said], namesOf(withProducts))).toEqual([]);
    // Without the posting's names the same sentence is faulted.
    expect(findGrammarFaultsIn([said], namesOf(pair)).length).toBeGreaterThan(0);
  });
});

describe('letter parts', () => {
  it('separates the greeting, the body and the signature, and counts body words', () => {
    const parts = letterParts('Dear Acme team,\n\nI led a team of 5.\n\nI cut costs by 10%.\n\nSincerely,\nDana Whitfield');
    expect(parts).toEqual({ body: ['I led a team of 5.', 'I cut costs by 10%.'], signature: 'Dana Whitfield', closing: true });
    expect(wordsOf(parts.body.join(' '))).toBe(11);
    expect(letterParts('Dear Acme team,\n\nI led a team.').closing).toBe(false);
  });
});

const RESUME = 'Dana Whitfield\nLicensed practical nurse with BLS.\n\nExperience\nLicensed Practical Nurse\nMercy Clinic, Columbus, OH\nJan 2020 - Present\n- Cared for 20 patients a shift on a busy medical floor.';

/** A small labeled-like pair (its job, requirements and the resume through the reader's document). */
function smallPair(): QualityPair {
  const description = 'Lakeview Regional Health is a three-time Magnet-designated organization. CMSRN certification preferred. Telemetry experience required.';
  const job = { title: 'Registered Nurse - Telemetry', company: 'Lakeview Regional Health', description };
  return {
    corpus: 'labeled',
    key: 'test',
    resume: { file: 'test.txt', text: RESUME, document: originalDocumentOf(RESUME) },
    job: { ...job, location: '', skills: [], experience: '', education: '', origin: 'pasted', url: 'https://example.com/job', source: 'linkedin' },
    requirements: readRequirements(job).requirements,
    industry: 'Healthcare',
    mustNotClaim: ['CMSRN', 'Registered Nurse', 'Magnet', 'BLS'],
    notAsks: [],
  };
}

describe('unsupported claims', () => {
  const pair = smallPair();
  const found = (text: string) => findUnsupportedClaims(pair, [{ where: 'letter', text }]).map((e) => e.where);

  it('counts an item the resume does not hold, written as the user\'s own', () => {
    expect(found('I hold the CMSRN certification and work as a Registered Nurse.')).toEqual(['letter [CMSRN]', 'letter [Registered Nurse]']);
  });

  it('lets be the job\'s title, the posting\'s own words reported, and what the resume holds', () => {
    expect(found('I am applying for the Registered Nurse - Telemetry role. Your posting says it is a three-time Magnet-designated organization.')).toEqual([]);
    expect(found('I keep my BLS current.')).toEqual([]);
  });
});

describe('letter and headline counters on written output', () => {
  const written = writePair(smallPair());
  const letter = written.letters[0]!;
  const withLetters = (...contents: string[]): WrittenPair => ({ ...written, letters: contents.map((content, i) => ({ ...written.letters[i]!, content })) });
  const withHeadlines = (...headlines: string[]): WrittenPair => ({ ...written, linkedin: { ...written.linkedin, headlines } });

  it('finds nothing wrong in the sign-off of the built-in letter for this resume', () => {
    expect(findUnsignedLetters(withLetters(letter.content))).toEqual([]);
  });

  it('finds a letter unsigned, or signed with another name', () => {
    expect(findUnsignedLetters(withLetters('Dear team,\n\nI cared for 20 patients.', 'Dear team,\n\nI cared for 20 patients.\n\nSincerely,\nJordan Lee'))).toHaveLength(2);
  });

  it('finds the resume quoted at the reader', () => {
    const quoted = 'Dear team,\n\nMy resume also records: "Cared for 20 patients a shift on a busy medical floor."\n\nSincerely,\nDana Whitfield';
    const said = 'Dear team,\n\nI cared for 20 patients a shift on a busy medical floor.\n\nSincerely,\nDana Whitfield';
    expect(findQuotedResume(withLetters(quoted, said)).map((e) => e.where)).toEqual([`test ${letter.template.id}`]);
  });

  it('counts the resume statements a letter retells in the first person, not its own sentences', () => {
    const retold = 'Dear team,\n\nAt Mercy Clinic, I cared for 20 patients a shift on a busy medical floor.\n\nSincerely,\nDana Whitfield';
    const own = 'Dear team,\n\nI would like to join Lakeview Regional Health as a nurse on its floor.\n\nSincerely,\nDana Whitfield';
    expect(retoldStatements(withLetters(retold, own)).slice(0, 2).map((r) => r.count)).toEqual([1, 0]);
  });

  it('counts a held role\'s "-ing" statement the letter tells in the present ("I monitor … and chart …")', () => {
    const resume = RESUME.replace('- Cared for 20 patients a shift on a busy medical floor.', '- Monitoring telemetry for 24 patients and charting vitals every hour.');
    const pair = { ...written.pair, resume: { ...written.pair.resume, text: resume, document: originalDocumentOf(resume) } };
    const told = 'Dear team,\n\nIn my current role, I monitor telemetry for 24 patients and chart vitals every hour.\n\nSincerely,\nDana Whitfield';
    expect(retoldStatements({ ...withLetters(told), pair })[0]?.count).toBe(1);
  });

  it('finds a first proof that says "also", not a second one', () => {
    const first = 'Dear team,\n\nI work at Mercy Clinic.\n\nAs Licensed Practical Nurse there, I also cared for 20 patients a shift on a busy medical floor.\n\nSincerely,\nDana Whitfield';
    const second = 'Dear team,\n\nI work at Mercy Clinic.\n\nAt Mercy Clinic, I cared for 20 patients a shift on a busy medical floor. I also kept every chart current.\n\nSincerely,\nDana Whitfield';
    expect(findMisplacedAlso(withLetters(first, second)).map((e) => e.where)).toEqual([`test ${letter.template.id}`]);
  });

  it('finds a paragraph of one sentence between the opening and the close', () => {
    const lone = 'Dear team,\n\nI am applying for the role.\n\nI cared for 20 patients a shift. I kept every chart current.\n\nAlso in that role, I trained new nurses.\n\nCould we talk? Thanks for reading.\n\nSincerely,\nDana Whitfield';
    const paired = 'Dear team,\n\nI am applying for the role.\n\nI cared for 20 patients a shift. I kept every chart current.\n\nCould we talk? Thanks for reading.\n\nSincerely,\nDana Whitfield';
    expect(findOrphanParagraphs(withLetters(lone, paired)).map((e) => e.text)).toEqual(['Also in that role, I trained new nurses.']);
  });

  it('finds a change of field that names nothing carried over, and "taken steps" claimed', () => {
    const bare = 'Dear team,\n\nThe Registered Nurse role would be a change of field for me, from my work as a Medical Social Worker. I have already taken steps toward this field.\n\nSincerely,\nDana Whitfield';
    const named = 'Dear team,\n\nThe Registered Nurse role would be a change of field for me, and what I carry over is patient-facing work.\n\nSincerely,\nDana Whitfield';
    expect(findUnnamedTransfers(withLetters(bare, named))).toHaveLength(2);
  });

  it('finds two templates sharing their sentences and a sentence in three templates', () => {
    const body = 'Dear team,\n\nI cared for 20 patients a shift. I kept every chart current. I trained new nurses.\n\nSincerely,\nDana Whitfield';
    const shared = countSharedSentences(withLetters(body, body, body));
    expect(shared.templatePairsOver).toBe(3);
    expect(shared.maxShare).toBe(1);
    expect(shared.inMoreThanTwo).toBe(3);
  });

  it('finds a long headline, a repeated headline and a resume statement pasted into one', () => {
    const long = `Licensed Practical Nurse | ${'Patient care '.repeat(20)}`;
    expect(findLongHeadlines(withHeadlines(long, 'Licensed Practical Nurse'))).toHaveLength(1);
    expect(findHeadlineRepetitions(withHeadlines('Licensed Practical Nurse | Licensed Practical Nurse at Mercy Clinic', 'Licensed Practical Nurse | Patient care'))).toHaveLength(1);
    expect(findHeadlineRepetitions(withHeadlines('IT Project Manager, PMP, CSM | 12+ years of experience | Jira, PMP, MS Project'))).toHaveLength(1);
    expect(findBulletsInHeadlines(withHeadlines('Nurse | Cared for 20 patients a shift on a busy medical floor', 'Licensed Practical Nurse'))).toHaveLength(1);
  });

  it('finds a bullet opening pasted into a headline in the imperative, not a result told in the past tense', () => {
    const present = RESUME.replace('Cared for', 'Care for');
    const pair = { ...written.pair, resume: { ...written.pair.resume, text: present, document: originalDocumentOf(present) } };
    const headlines = ['Licensed Practical Nurse | Care for 20 patients a shift', 'Licensed Practical Nurse | Cared for 20 patients a shift | Patient care'];
    expect(findPastedBulletHeadlines({ ...written, pair, linkedin: { ...written.linkedin, headlines, roles: [] } }).map((e) => e.text)).toEqual([headlines[0]]);
  });

  it('finds a job title in the skills list', () => {
    const withSkills = (...skills: string[]): WrittenPair => ({ ...written, linkedin: { ...written.linkedin, skills } });
    expect(findTitlesAmongSkills(withSkills('Registered Nurse', 'Licensed Practical Nurse Duties', 'Patient care', 'Telemetry')).map((e) => e.text)).toEqual(['Registered Nurse', 'Licensed Practical Nurse Duties']);
  });
});

describe('notes on the user\'s left-out sentences and objectives in the About', () => {
  const written = writePair(smallPair());
  const withAbout = (about: string, ...removedClaims: string[]): WrittenPair => ({
    ...written,
    profileText: 'Currently leading a team of AI engineers at OpenAI.\nExceptional leadership skills.',
    linkedin: { ...written.linkedin, about, removedClaims },
  });
  const reworded = 'About: your sentence "I currently lead a team of AI engineers at OpenAI." was left out: your Experience says it word for word';
  const asWritten = 'About: your sentence "Currently leading a team of AI engineers at OpenAI." was left out: your Experience says it word for word';
  const notFirst = 'About: your sentence "Exceptional leadership skills." was left out: it is not a first-person sentence; add it back in your own words if it matters';

  it('counts a note quoting the About\'s rewording rather than the user\'s words', () => {
    expect(findNotesNotQuotingUser(withAbout('', reworded, asWritten)).map((e) => e.text)).toEqual([reworded]);
  });

  it('counts a sentence left out as not first-person', () => {
    expect(findSentencesLeftOutAsNotFirstPerson(withAbout('', asWritten, notFirst)).map((e) => e.text)).toEqual([notFirst]);
  });

  it('counts what the user seeks said before the closing, not the closing', () => {
    const about = "I'm a Software Engineer at Google.\n\nSeeking a challenging role as a Front-End Developer.\n\nI'm now looking for a Senior Frontend Engineer role; feel free to message me here.";
    expect(findObjectivesBeforeClosing(withAbout(about)).map((e) => e.text)).toEqual(['Seeking a challenging role as a Front-End Developer.']);
  });
});

describe('About sentences repeating the Experience', () => {
  const words = (t: string) => t.toLowerCase().replace(/[.,;]/g, '').split(/\s+/);
  const statements = [
    'Reconciled 40+ balance-sheet accounts monthly, including inventory, accrued liabilities, and prepaid expenses.',
    'Ran fixed-asset accounting for about 600 assets and corrected depreciation schedules after a system migration.',
    'Run full-cycle recruiting for clinical support roles; average time-to-fill fell from 52 to 34 days.',
  ].map(words);

  it('counts Experience lines strung into one sentence, and a statement with "I" put in front', () => {
    expect(repeatsExperience('At Harborview, I reconciled 40+ balance-sheet accounts monthly and ran fixed-asset accounting for about 600 assets.', statements, ['Harborview'])).toBe(true);
    expect(repeatsExperience('I run full-cycle recruiting for clinical support roles at Wake Valley; average time-to-fill fell from 52 to 34 days.', statements, ['Wake Valley'])).toBe(true);
  });

  it('lets a result told in a few words, or retold around its outcome, stand', () => {
    expect(repeatsExperience('At Harborview, I reconciled 40+ balance-sheet accounts monthly.', statements, ['Harborview'])).toBe(false);
    // The employer's name another line says is the frame, not the result.
    const named = [...statements, words('Built the report presented to the Harborview Marine Supply board.')];
    expect(repeatsExperience('At Harborview Marine Supply, I reconciled 40+ balance-sheet accounts monthly.', named, ['Harborview Marine Supply'])).toBe(false);
    // The same line in the resume and in the optimized role is one line, not two strung together.
    expect(repeatsExperience('I reconciled 40+ balance-sheet accounts monthly.', [...statements, ...statements])).toBe(false);
    expect(repeatsExperience('Average time-to-fill fell from 52 to 34 days at Wake Valley, where I run full-cycle recruiting for clinical support roles.', statements, ['Wake Valley'])).toBe(false);
  });
});

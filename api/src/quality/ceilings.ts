/**
 * The CI bounds of the writers' quality figures (writer-quality.test.ts, writer-quality-fixture.test.ts),
 * keyed "writer · corpus · counter" as format.ts `figureKey` writes them. `max`: the figure may not rise
 * above it; `min` (the match report's recalls): may not fall below it. Set at the figures measured on
 * 2026-11-27 at 03:40 (bench/RESULTS.md, "Writer quality on the labeled and fixture pairs") and tightened as
 * the writers improved (the third session of 2026-11-27), so any regression fails; the issue's targets, for tightening as the writers land: 0 unsupported claims, 0 stock sentences,
 * 0 template pairs over 20 %, 0 sentences in more than two templates, 0 unsigned, 0 quoted, headlines
 * ≤ 220 characters with no repetition; match: met and gaps ≥ 95 %, false gaps ≤ 5 %, false met 0,
 * not_asks 0.
 */
export type Bound = { max: number } | { min: number };

export const BOUNDS: Record<string, Bound> = {
  'resume · labeled · stock sentences': { max: 0 },
  // 2: both in the user's own words the summary now quotes whole (a current role's outcome): a product name
  // ("Zendesk Guide") and a verbless result clause ("; 2024 bookings of $1.42M against a $1.2M quota (118%)").
  'resume · labeled · grammar faults': { max: 1 },
  'resume · labeled · Title Case job terms mid-sentence': { max: 0 },
  // A text resume's tab-separated dates and a word a line wrap split were listed as left out (2 on 28 November): 0 since.
  'resume · labeled · left-out lines the tailored text still holds': { max: 0 },
  'letter · labeled · stock sentences': { max: 0 },
  // 7 → 0 (29 November): the seven were the products 09×11's posting says the company makes ("Sunfold Crisps and
  // Harvest Bites"), names the letter writer allows and the counter now allows too (`companyFactNames`).
  'letter · labeled · grammar faults': { max: 0 },
  'letter · labeled · Title Case job terms mid-sentence': { max: 0 },
  'letter · labeled · stock frames (opening ≥ 30 % of letters)': { max: 1 },
  'letter · labeled · template pairs sharing > 20 % of sentences': { max: 0 },
  'letter · labeled · largest share two templates have in common': { max: 0 },
  'letter · labeled · sentences in more than two templates': { max: 0 },
  'letter · labeled · unsigned letters': { max: 0 },
  'letter · labeled · letters quoting the resume': { max: 0 },
  'letter · labeled · letters outside the template length': { max: 0 },
  // The argument tells each proof in the template's own frame, with no pasted ask as its label (28 November):
  // no two templates' letters share a sentence on either corpus, and no labeled letter is outside its length.
  // 60 before the argument named an employer once (a recruiter counted "Riverside Mercy" four times in one
  // paragraph); the one left names two employers in turn.
  'letter · labeled · paragraphs naming one employer 3+ times': { max: 1 },
  // A linking phrase twice in one paragraph ("in the same role … in the same role"): 0 since the voice's two
  // "again" frames take turns across the paragraph, the statements added to reach the length included.
  'letter · labeled · paragraphs repeating a linking phrase': { max: 0 },
  // A paragraph going back to a later role once it has told an earlier one: 113 before the letters told roles
  // latest first (the argument paragraph, the statements added to reach the length, record paragraphs), 0 now.
  'letter · labeled · paragraphs going back to a later role': { max: 0 },
  // "Dear Coastline Marine Holdings, Inc. team,": every letter of a company with a legal form, before.
  'letter · labeled · letters naming a company with its legal form': { max: 0 },
  // What a recruiter's read counted (issue 22, h22c): the first proof saying "also" with nothing told before it
  // (3 before: "As Medical Social Worker there, I also arrange …" right after the opening), paragraphs of one
  // sentence between the opening and the close (108 before; 39 since a lone record paragraph takes a statement
  // of the one before and Career Change and Internal Transfer tell four statements; most left are the
  // Impact-Focused evidence paragraph after the opening's result, and Entry-Level's education alone), and a
  // career changer's sentences that name nothing carried over ("… a change of field for me, from my work as a
  // Medical Social Worker.", "I have already taken steps toward this field.": 32 before).
  'letter · labeled · letters whose first proof says "also"': { max: 0 },
  // 39 → 0 (h22r: a record paragraph left with one sentence takes the skills or education line the letter has not
  // said, or the last statement of the paragraph before it, told afresh there).
  'letter · labeled · one-sentence paragraphs between opening and close': { max: 0 },
  'letter · labeled · career-change sentences naming nothing carried over': { max: 0 },
  // Resume statements a letter retells in the first person (letter-counters.ts `retoldStatements`): most 7,
  // mean 4.2 before a letter chose two to four proofs (generate.ts TOLD_STATEMENTS) rather than padding to
  // its length with further bullets (28 November); 4 and 2.7 since.
  'letter · labeled · most resume statements retold in one letter': { max: 4 },
  // 2.9 since Career Change and Internal Transfer tell four (two record paragraphs each, no lone sentence) and a
  // held role's "I coach …" / "I mentor …" reads as a verb (h22c).
  // 3.3 since h22r: the counter keys a statement as the letter says it after "I" (firstPersonClause: "Developing …
  // and making …" is told "I develop … and make …"), which it missed before, and current roles' "-ing" statements
  // are told; two to four a letter as TOLD_STATEMENTS sets (2 × 2, 7 × 3, 6 × 4 over the 15 templates: 3.27).
  'letter · labeled · resume statements retold per letter (mean)': { max: 3.3 },
  'letter · labeled · letters retelling more than 4 resume statements': { max: 0 },
  'linkedin · labeled · stock sentences': { max: 0 },
  'linkedin · labeled · grammar faults': { max: 0 },
  'linkedin · labeled · Title Case job terms mid-sentence': { max: 1 },
  'linkedin · labeled · headlines over 220 characters': { max: 0 },
  'linkedin · labeled · headline repetitions': { max: 0 },
  'linkedin · labeled · resume bullets pasted into a headline': { max: 0 },
  'linkedin · labeled · About sentences equal to an Experience bullet': { max: 0 },
  // 11 since no result that points back at its bullet opens the About ("I rebuilt the SQL behind them …"); 2 since
  // a change opens outcome first with its means after it ("Dock-to-stock time went from 36 to 19 hours at …
  // after I re-slotted …") and a further result that would be its bullet again is left to the Experience. The
  // two left open with a scope, not a change (a project portfolio, a packaging system).
  'linkedin · labeled · About sentences repeating the Experience': { max: 2 },
  'linkedin · labeled · headlines with a pasted bullet': { max: 0 },
  'linkedin · labeled · titles among skills': { max: 0 },
  // h22q: 0 since a note quotes the sentence as the user wrote it, not the About's first person of it (1 fixture note before).
  "linkedin · labeled · left-out notes not quoting the user's words": { max: 0 },
  // h22q: 1 before ("Average quota attainment of 112% …", now "My average quota attainment has been 112% …").
  'linkedin · labeled · user sentences left out as not first-person': { max: 0 },
  // h22q: 0 since a resume objective ("Seeking a challenging role …") is left out with a note (1 fixture before).
  'linkedin · labeled · About sentences saying what the user seeks before its closing': { max: 0 },
  'resume · labeled · unsupported claims': { max: 0 },
  'letter · labeled · unsupported claims': { max: 0 },
  'linkedin · labeled · unsupported claims': { max: 0 },
  'match · labeled · met asks reported met': { min: 95.6 },
  'match · labeled · gap asks reported as gaps': { min: 96.3 },
  // 1 false gap in 50 shown ("preventive maintenance", a duty the electrician posting asks that its labels leave out);
  // the count is the figure: the rate rises as duplicates leave the list (57 shown with SSM and RTE beside the SA
  // held, 55 with "Bilingual" beside "Spanish", 58 with a degree's field listed beside the degree, 54 before a choice
  // was listed once and "Industrial maintenance" was met by the associate degree the posting accepts beside it).
  'match · labeled · false gaps (and noise) among gaps shown': { max: 2.0 },
  'match · labeled · false met': { max: 0 },
  'match · labeled · not_asks reported as requirements': { max: 0 },
  'resume · fixture · stock sentences': { max: 0 },
  'resume · fixture · grammar faults': { max: 1 },
  'resume · fixture · Title Case job terms mid-sentence': { max: 0 },
  'resume · fixture · left-out lines the tailored text still holds': { max: 0 },
  'letter · fixture · stock sentences': { max: 0 },
  'letter · fixture · grammar faults': { max: 0 },
  'letter · fixture · Title Case job terms mid-sentence': { max: 0 },
  'letter · fixture · stock frames (opening ≥ 30 % of letters)': { max: 1 },
  'letter · fixture · template pairs sharing > 20 % of sentences': { max: 0 },
  'letter · fixture · largest share two templates have in common': { max: 0 },
  'letter · fixture · sentences in more than two templates': { max: 0 },
  'letter · fixture · unsigned letters': { max: 0 },
  'letter · fixture · letters quoting the resume': { max: 0 },
  // 16 (19 at the start of the day, 14 with a gap sentence): letters no longer name a gap to the employer,
  // and a thin resume has no further statement to tell, so a few letters end short (with the warning); 15 since
  // the company paragraph stands on the posting's own facts about the company; 6 since the templates' lengths
  // follow a letter of chosen proofs (100-300 words, Concise and Follow-Up from 80, Academic from 150); 7 since the
  // current role the opening named is referred back to ("In my present post, I …") rather than named again in full:
  // one thin resume's Academic letter ends at 149 words, which the role's name had padded to 150.
  // 9 since h22r: the Blue Yonder and Blockchain Talents postings' "company" facts were its pay ("offers competitive
  // compensation …") and a plural it cannot say in the third person ("is long time contributors …"); without that
  // paragraph their thin Academic letters end at 133 and 139 words (each with the too-short warning; nothing padded).
  // 10 since h22s: the skills line no longer repeats the skills the proofs say ("… annual audits. I am also skilled in
  // tax accounting, annual audits and balance sheets.") nor lists five; two Concise letters end at 78 and 79 words of
  // their 80 (Oaktree, Splunk; each with the too-short warning, nothing padded), one Academic letter reaches 150.
  // 6 since h22w: the Academic opening says the writer's field in the resume's own description ("Professionally, I am
  // an accountant with 7 years …"), and four thin Academic letters reach 150. 7 with h22v: who the role works with
  // is no longer an ask (Oaktree's "external audit firms", "tax advisory"), so 01-Accountant's Concise letter for
  // Oaktree has one proof fewer and ends at 72 of its 80 words (with the too-short warning; nothing padded).
  // 1 since h24c: the Concise opening says where the writer works after the description (Oaktree, Splunk reach 80),
  // the Academic opening gives a second degree (four letters reach 150), and a letter still short names the
  // credentials the resume lists (Oaktree's Academic letter: CPA, CFA). Left: the front-end engineer's Academic
  // letter, 137 words (one job, one project, four statements told; with the too-short warning, nothing padded).
  'letter · fixture · letters outside the template length': { max: 1 },
  // 14 before, 8 after the argument named an employer once, 4 since one role's argued proofs go together
  // and one employer's roles are told latest first; the rest tell a career employer by employer and back,
  // or a role with no title read ("at Harrison Money Management" again).
  'letter · fixture · paragraphs naming one employer 3+ times': { max: 4 },
  'letter · fixture · paragraphs repeating a linking phrase': { max: 0 },
  // 113 before; one left (a fixture resume's Entry-Level letter, roles 3 then 1 in the paragraph its education opens).
  'letter · fixture · paragraphs going back to a later role': { max: 1 },
  'letter · fixture · letters naming a company with its legal form': { max: 0 },
  // 2, 63 and 2 before (h22c).
  'letter · fixture · letters whose first proof says "also"': { max: 0 },
  // 47 → 46 (h22n: the Accountant pair's Executive letter no longer ends on a lone "At Harrison Money Management, too, …").
  // 46 → 0 (h22r, as the labeled figure; the last four were a frontend engineer's whose current job, told in "-ing",
  // could not follow "I" until "Developing …" read "I develop …").
  'letter · fixture · one-sentence paragraphs between opening and close': { max: 0 },
  'letter · fixture · career-change sentences naming nothing carried over': { max: 0 },
  // Most 10, mean 5.1 before; 4 and 2.8 since; mean 2.9 with four told in Career Change and Internal Transfer (h22c).
  'letter · fixture · most resume statements retold in one letter': { max: 4 },
  // 3.2 since h22r (see the labeled figure; 3.0 before the counter read the first-person clause). 3.3 since h25a (the
  // labeled ceiling): an accounting manager's letters for an accountant's job tell her current post, which the ranking
  // had read as unrelated; most per letter still 4.
  'letter · fixture · resume statements retold per letter (mean)': { max: 3.3 },
  'letter · fixture · letters retelling more than 4 resume statements': { max: 0 },
  // 0 since a resume objective ("… where I can leverage my knowledge …") is left out with a note (h22q).
  'linkedin · fixture · stock sentences': { max: 0 },
  'linkedin · fixture · grammar faults': { max: 2 },
  // 1 since "Technical Support" is a practice, not a tool ("My tools include Technical Support.").
  'linkedin · fixture · Title Case job terms mid-sentence': { max: 1 },
  'linkedin · fixture · headlines over 220 characters': { max: 0 },
  'linkedin · fixture · headline repetitions': { max: 0 },
  'linkedin · fixture · resume bullets pasted into a headline': { max: 0 },
  'linkedin · fixture · About sentences equal to an Experience bullet': { max: 0 },
  // 0 since a result leaves the means after "through" to the Experience.
  'linkedin · fixture · About sentences repeating the Experience': { max: 0 },
  'linkedin · fixture · headlines with a pasted bullet': { max: 0 },
  'linkedin · fixture · titles among skills': { max: 0 },
  "linkedin · fixture · left-out notes not quoting the user's words": { max: 0 },
  // Self-praise lists ("Exceptional leadership skills, strategic thinking, …", "Strong problem-solving skills …").
  // 4 since h22x: the About uses the summary's praise list, and the two first sentences it opens with (praise cut)
  // are no longer noted as left out.
  'linkedin · fixture · user sentences left out as not first-person': { max: 4 },
  'linkedin · fixture · About sentences saying what the user seeks before its closing': { max: 0 },
};

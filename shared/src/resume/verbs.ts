/**
 * Action verbs: used to tell descriptive lines from header lines, and to turn "Responsible for
 * managing X" into "Managed X" (gerund → past tense) without changing the claim.
 *
 * Entries are "base" (regular: past = base+ed/d/ied) or "base:past" for irregular or doubled forms.
 */
const VERB_SOURCE = `accelerate accept accomplish achieve acquire act adapt add address adjust administer advance advise
advocate align allocate analyze analyse answer anticipate apply appraise approve arbitrate arrange articulate assemble
assess assign assist attain audit author authorize automate balance bill:billed book boost brief:briefed budget:budgeted
build:built calculate calibrate campaign care catalog:catalogued certify champion chair:chaired chart check clarify
classify clean close coach code collaborate collect combine communicate compare compile complete compose compute
conceive conceptualize conduct configure consolidate construct consult contract contribute control:controlled
convert convince coordinate correct correspond counsel:counseled create critique cultivate curate customize cut:cut
debug:debugged decrease dedicate define delegate deliver demonstrate deploy:deployed design detect determine develop:developed
devise diagnose direct discover dispatch dispense distribute document double draft drive:drove earn edit educate
effect eliminate empower enable encourage engage engineer enhance enroll:enrolled ensure establish estimate evaluate
examine execute expand expedite experiment explain explore extract facilitate file finalize fix forecast:forecasted
formulate foster found gather generate grade grow:grew guide handle head help hire host identify illustrate implement
improve increase influence inform initiate innovate inspect install institute instruct integrate interpret interview
introduce invent investigate issue join judge lead:led launch learn:learned lecture liaise lobby locate log:logged
maintain manage manufacture map:mapped market maximize measure mediate mentor merge migrate minimize model:modeled
moderate modernize monitor motivate navigate negotiate network nurture observe obtain onboard open operate optimize
orchestrate order organize originate outline oversee:oversaw own:owned participate partner perform persuade pilot
pioneer plan:planned position predict prepare present preserve prevent prioritize process procure produce program:programmed
promote propose prospect protect prototype provide publish purchase qualify query raise rank read:read realize
rebuild:rebuilt receive recommend reconcile record recruit redesign reduce refactor refine register regulate rehabilitate
reinforce release remodel render reorganize repair report represent research resolve respond restore restructure
retain review revise revitalize run:ran save schedule screen script secure select sell:sold serve service set:set
shape share ship:shipped simplify solve sort source speak:spoke spearhead specify sponsor standardize start steer:steered stimulate
streamline strengthen structure study supervise supply support survey sustain synthesize systematize tabulate tailor
target teach:taught test track trade train transcribe transform translate transition treat triage troubleshoot tutor
uncover undertake:undertook unify update upgrade upsell:upsold use utilize validate verify visit volunteer win:won
work write:wrote answer greet welcome escort stock restock load unload pack package label inventory assemble clean
sanitize sterilize administer chart triage monitor bathe:bathed feed:fed dress transport transfer:transferred lift
compound dispense vaccinate inject draw:drew collect conduct referee audit bookkeep:bookkept invoice bill:billed post
reconcile accrue close file deposit disburse pay:paid lend:lent underwrite:underwrote collect cold-call:cold-called
pitch close demo:demoed upsell:upsold renew grade lecture mentor tutor advise proctor chaperone differentiate
scaffold plan:planned model:modeled assess engage`;

export interface VerbForms {
  readonly base: string;
  readonly past: string;
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function gerundsOf(base: string): string[] {
  const out = [`${base}ing`];
  if (base.endsWith('ie')) out.push(`${base.slice(0, -2)}ying`);
  if (base.endsWith('e') && !base.endsWith('ee')) out.push(`${base.slice(0, -1)}ing`);
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(base)) out.push(`${base}${base.slice(-1)}ing`);
  return out;
}

let cache: { gerundToPast: Map<string, string>; gerundToBase: Map<string, string>; forms: Set<string> } | null = null;

function build(): { gerundToPast: Map<string, string>; gerundToBase: Map<string, string>; forms: Set<string> } {
  if (cache) return cache;
  const gerundToPast = new Map<string, string>();
  const gerundToBase = new Map<string, string>();
  const forms = new Set<string>();
  for (const entry of VERB_SOURCE.split(/\s+/)) {
    if (entry === '') continue;
    const [base = '', explicitPast] = entry.split(':');
    const past = explicitPast ?? regularPast(base);
    forms.add(base);
    forms.add(past);
    forms.add(base.endsWith('s') || base.endsWith('sh') || base.endsWith('ch') ? `${base}es` : `${base}s`);
    if (/[^aeiou]y$/.test(base)) forms.add(`${base.slice(0, -1)}ies`);
    for (const g of gerundsOf(base)) {
      forms.add(g);
      if (!gerundToPast.has(g)) {
        gerundToPast.set(g, past);
        gerundToBase.set(g, base);
      }
    }
  }
  cache = { gerundToPast, gerundToBase, forms };
  return cache;
}

/** "managing" → "managed", "leading" → "led"; null for words not known as action verbs. */
export function pastTenseOfGerund(gerund: string): string | null {
  return build().gerundToPast.get(gerund.toLowerCase()) ?? null;
}

/** "managing" → "manage", "leading" → "lead"; null for unknown words. */
export function baseOfGerund(gerund: string): string | null {
  return build().gerundToBase.get(gerund.toLowerCase()) ?? null;
}

/** True when the word (any case) is a known action-verb form (base, past, -s, -ing). */
export function isActionVerb(word: string): boolean {
  return build().forms.has(word.toLowerCase());
}

import { describe, expect, it } from 'vitest';
import { selfDescriptionInFirstPerson, summaryInFirstPerson, verblessLeadInFirstPerson } from './about-first-person';
import { saidIn } from './about-material';

describe('selfDescriptionInFirstPerson', () => {
  it('puts a verbless self-description into the first person, in the user\'s words', () => {
    expect(selfDescriptionInFirstPerson('Patient with frustrated customers, quick with billing problems, and careful about writing bug reports engineers can act on.')).toBe(
      "I'm patient with frustrated customers, quick with billing problems, and careful about writing bug reports engineers can act on.",
    );
    expect(selfDescriptionInFirstPerson('Known for calm escalation, clean handoffs, and coaching new graduates.')).toBe("I'm known for calm escalation, clean handoffs, and coaching new graduates.");
    expect(selfDescriptionInFirstPerson('Experienced preceptor and co-author of hospital dosing protocols.')).toBe("I'm an experienced preceptor and co-author of hospital dosing protocols.");
    expect(selfDescriptionInFirstPerson('Senior accountant with ten years of progressive experience.')).toBe("I'm a senior accountant with ten years of progressive experience.");
  });

  it('gives each clause after ";" its own subject, an action only', () => {
    expect(selfDescriptionInFirstPerson('Licensed CPA in Connecticut; led the general-ledger side of a NetSuite implementation.')).toBe(
      "I'm a licensed CPA in Connecticut; I led the general-ledger side of a NetSuite implementation.",
    );
    expect(selfDescriptionInFirstPerson('Licensed CPA in Connecticut; safety checks and audits.')).toBeNull();
  });

  it('leaves alone a sentence with a subject, a bare name, or one it cannot say grammatically', () => {
    expect(selfDescriptionInFirstPerson('I run a calm, clean line.')).toBeNull();
    expect(selfDescriptionInFirstPerson('SHRM-CP.')).toBeNull();
    expect(selfDescriptionInFirstPerson('Inventory accuracy held at 99.6% through three audits.')).toBeNull();
    expect(selfDescriptionInFirstPerson('Current scope: five plants, 1,900 employees, and a $640M revenue base.')).toBeNull();
  });
});

describe('verblessLeadInFirstPerson', () => {
  it('puts a verbless first clause into the first person when a later clause says "I"', () => {
    expect(verblessLeadInFirstPerson('Certified PMP and SAFe Agilist; I am comfortable running a waterfall cutover weekend.')).toBe(
      "I'm a certified PMP and SAFe Agilist; I am comfortable running a waterfall cutover weekend.",
    );
    expect(verblessLeadInFirstPerson('I lead the team; we ship weekly.')).toBeNull();
    expect(verblessLeadInFirstPerson('I lead the team.')).toBeNull();
  });
});

describe('selfDescriptionInFirstPerson on a list of qualities', () => {
  it('does not make a person of a list of skills', () => {
    expect(selfDescriptionInFirstPerson('Exceptional leadership skills, strategic thinking, and a track record of managing products.')).toBeNull();
    expect(selfDescriptionInFirstPerson('Strong problem-solving skills and excellent leadership skills.')).toBeNull();
    expect(selfDescriptionInFirstPerson('Daily user of Epic, Pyxis, and rapid-response protocols.')).toBe("I'm a daily user of Epic, Pyxis, and rapid-response protocols.");
  });
});

describe('a result told without its subject', () => {
  it('is said with "I", not as a description ("I\'m an improved system reliability …")', () => {
    expect(selfDescriptionInFirstPerson('Improved system reliability by 30% at past roles using automation.')).toBe('I improved system reliability by 30% at past roles using automation.');
    expect(selfDescriptionInFirstPerson('Certified PMP and SAFe Agilist with 12 years in insurance')).not.toMatch(/^I certified/);
  });
});

describe('what the user does now, told without its subject', () => {
  it('is said with "I" and the verb in the present ("Currently leading …" → "I currently lead …")', () => {
    expect(selfDescriptionInFirstPerson('Currently leading a team of AI engineers at OpenAI.')).toBe('I currently lead a team of AI engineers at OpenAI.');
    expect(selfDescriptionInFirstPerson('Currently contributing to the development of AI technologies at OpenAI, with a primary focus on the ChatGPT project.')).toBe(
      'I currently contribute to the development of AI technologies at OpenAI, with a primary focus on the ChatGPT project.',
    );
  });

  it('leaves a sentence with a second clause to the user', () => {
    expect(selfDescriptionInFirstPerson('Currently leading a team; strong in Python.')).toBeNull();
  });
});

describe('summary sentences that were left out though the user said them well', () => {
  it('reads a licence before a title as part of it, not as the verb ("Certified Public Accountant with …")', () => {
    const cpa = 'Certified Public Accountant with 10 years in the industry and experience in tax preparation.';
    expect(summaryInFirstPerson(cpa)).toBe(`I'm a ${cpa}`);
  });

  it('says a later clause that describes the user in the first person too ("comfortable owning …")', () => {
    const tools = 'SQL, Python (pandas), and Tableau';
    const owning = 'comfortable owning a metric from the source tables to the executive deck';
    expect(selfDescriptionInFirstPerson(`Strong in ${tools}; ${owning}.`)).toBe(`I'm strong in ${tools}; I'm ${owning}.`);
    expect(selfDescriptionInFirstPerson('Experienced engineering manager with a team of 12.') ?? '').not.toMatch(/I'm experienced engineering/);
    // A measure and its figure is not a person ("I'm an average quota attainment of 112% …").
    expect(selfDescriptionInFirstPerson('Average quota attainment of 112% over the last five years; strongest at outbound prospecting.') ?? '').not.toMatch(/I'm an average/);
  });

  it('says a measure of the user\'s own work and its figure as theirs, not left out ("Average quota attainment of 112% …")', () => {
    expect(selfDescriptionInFirstPerson('Average quota attainment of 112% over the last five years; strongest at outbound prospecting.')).toBe(
      "My average quota attainment has been 112% over the last five years; I'm strongest at outbound prospecting.",
    );
    expect(selfDescriptionInFirstPerson('Customer satisfaction score of 98%.')).toBe('My customer satisfaction score is 98%.');
    // A person ("Team lead of 12 engineers") or an action ("Record revenue of $2M") is no measure.
    expect(selfDescriptionInFirstPerson('Team lead of 12 engineers.') ?? '').not.toMatch(/^My/);
    expect(selfDescriptionInFirstPerson('Record revenue of $2M in 2023.') ?? '').not.toMatch(/^My/);
  });
});

describe('a note on a summary sentence the About opens with, its praise cut', () => {
  it('is not made: the About says the sentence ("Highly skilled MERN Stack Developer …" → "I\'m a MERN Stack Developer …")', () => {
    const sentence = 'Highly skilled MERN Stack Developer with over 10 years of experience, specializing in designing, building, and maintaining complex web applications.';
    const about = "I'm a MERN Stack Developer with over 10 years of experience, specializing in designing, building, and maintaining complex web applications.\n\nI'm now looking for a Staff Software Engineer role; feel free to message me here.";
    expect(saidIn(sentence, about)).toBe(true);
    expect(saidIn('Strong problem-solving skills and excellent leadership skills.', about)).toBe(false);
  });
});

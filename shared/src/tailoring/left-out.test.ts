import { describe, expect, it } from 'vitest';
import { emptyResume } from '../resume/types';
import { findLeftOut, withoutDuplicateBullets } from './left-out';

describe('withoutDuplicateBullets', () => {
  it('keeps the first of repeated bullets (case and punctuation ignored) and returns the repeats', () => {
    expect(withoutDuplicateBullets(['Built the API.', 'Wrote tests', 'built the API'])).toEqual({
      kept: ['Built the API.', 'Wrote tests'],
      dropped: ['built the API'],
    });
  });
});

describe('findLeftOut', () => {
  const role = (bullets: string[]) => ({ title: 'Engineer', employer: 'Acme', startDate: '', endDate: '', dates: '', bullets });

  it('lists a statement missing from the tailored resume, not one kept or reworded', () => {
    const original = { ...emptyResume(), summary: 'Calm engineer. Ships weekly.', experience: [role(['Responsible for managing the billing API', 'Wrote runbooks', 'Cut costs by 20%'])] };
    const tailored = { ...emptyResume(), summary: 'Calm engineer, skilled in Go. Ships weekly.', experience: [role(['Managed the billing API', 'Wrote runbooks'])] };
    expect(findLeftOut(original, tailored, [], new Map([['Responsible for managing the billing API', 'Managed the billing API']]))).toEqual(['Cut costs by 20%']);
  });

  it('lists the known ones once, never a sentence of the summary (rewritten as a whole, its original kept)', () => {
    const original = { ...emptyResume(), summary: 'Calm engineer. Ships weekly.' };
    const tailored = { ...emptyResume(), summary: 'Platform engineer with 6 years of experience.' };
    expect(findLeftOut(original, tailored, ['Wrote runbooks', 'Wrote runbooks'])).toEqual(['Wrote runbooks']);
  });

  it('lists a line of the original text whose words are gone, not a heading, a bullet or a moved contact line', () => {
    const original = { ...emptyResume(), experience: [role(['Wrote runbooks'])] };
    const text = 'Ann Lee\nann@example.com | Denver, CO\nPlatform Engineer – Hybrid Cloud Automation\nEXPERIENCE\n• Wrote runbooks';
    const tailored = 'Ann Lee\nDenver, CO | ann@example.com\n\nEXPERIENCE\n• Wrote runbooks';
    expect(findLeftOut(original, { ...original }, [], new Map(), { original: text, tailored })).toEqual(['Platform Engineer – Hybrid Cloud Automation']);
  });

  it('reads a season and year as a date, and a word a line wrap split by a hyphen as one word', () => {
    const original = { ...emptyResume(), experience: [role(['Wrote a replay tool.', 'Performed monthly bank reconciliations for six accounts.'])] };
    const text = 'EXPERIENCE\nSoftware Engineering Intern Summer 2018\nCarrow Robotics, Pittsburgh, PA\n• Wrote a replay tool.\n* Performed monthly bank recon-\n  ciliations for six accounts.';
    const tailored = 'EXPERIENCE\nSoftware Engineering Intern | Carrow Robotics | Pittsburgh, PA | Summer 2018\n• Wrote a replay tool.\n• Performed monthly bank reconciliations for six accounts.';
    expect(findLeftOut(original, { ...original }, [], new Map(), { original: text, tailored })).toEqual([]);
    const lost = 'EXPERIENCE\nSoftware Engineering Intern Summer 2018\n* Performed monthly bank recon-\n  ciliations for six accounts.';
    const unplaced = { ...emptyResume(), experience: [role(['Wrote a replay tool.'])] };
    expect(findLeftOut(unplaced, unplaced, [], new Map(), { original: lost, tailored: 'EXPERIENCE\nSoftware Engineering Intern | Summer 2018\n• Wrote a replay tool.' })).toEqual(['* Performed monthly bank reconciliations for six accounts.']);
  });

  it('reads a long original once for many tailored texts, each checked on its own, and with its own statements', () => {
    const teams = ['payments', 'billing', 'search', 'identity', 'messaging', 'storage', 'analytics', 'mobile'];
    const bullets = teams.map((team) => `Ran the quarterly capacity review of the ${team} platform and its on-call rota`);
    const original = { ...emptyResume(), experience: [role(bullets)] };
    const text = ['Ann Lee', 'Strengths: Kubernetes operators | incident command | cost reviews', 'EXPERIENCE', ...bullets.map((b) => `• ${b}`)].join('\n');
    expect(text.length).toBeGreaterThan(500);
    const body = bullets.map((b) => `• ${b}`).join('\n');
    const keptAll = `Ann Lee\nSKILLS\nKubernetes operators, incident command, cost reviews\nEXPERIENCE\n${body}`;
    const dropped = `Ann Lee\nEXPERIENCE\n${body}`;
    for (let round = 0; round < 2; round++) {
      expect(findLeftOut(original, original, [], new Map(), { original: text, tailored: keptAll })).toEqual([]);
      expect(findLeftOut(original, original, [], new Map(), { original: text, tailored: dropped })).toEqual(['Strengths: Kubernetes operators | incident command | cost reviews']);
    }
    // A statement's line is left to the statement check; the same text read with that bullet missed by
    // the parser has the line checked as a line of its own.
    const lostBullet = `• ${bullets[0] ?? ''}`;
    const withoutFirst = keptAll.replace(`${lostBullet}\n`, '');
    expect(findLeftOut(original, original, [], new Map(), { original: text, tailored: withoutFirst })).toEqual([]);
    const missed = { ...emptyResume(), experience: [role(bullets.slice(1))] };
    expect(findLeftOut(missed, missed, [], new Map(), { original: text, tailored: withoutFirst })).toEqual([lostBullet]);
  });
});

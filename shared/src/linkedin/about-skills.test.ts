import { describe, expect, it } from 'vitest';
import { aboutSkills, inProse, isToolName } from './about-skills';

describe('isToolName', () => {
  it('tells a named tool from a practice', () => {
    for (const tool of ['QuickBooks', 'Epic', 'Pyxis MedStation', 'SAP EWM', 'Microsoft Excel', 'Excel and Power Query', 'Python (pandas, matplotlib)', 'Workday']) expect(isToolName(tool), tool).toBe(true);
    for (const practice of ['month-end close', 'Medical-Surgical Nursing', 'GAAP', 'Onboarding', 'Data Visualization', 'IV therapy', 'Motor controls and VFDs', 'Scrum']) expect(isToolName(practice), practice).toBe(false);
    // Plain words ending in an activity: "My tools include Technical Support" is not said.
    expect(['Technical Support', 'User Experience Design', 'Market Research'].filter(isToolName)).toEqual([]);
    expect(isToolName('Salesforce Service Cloud')).toBe(true);
    // A field of study: "My tools include SQL, Statistics, R" and "SQL, Data Analysis, Java" are not said.
    expect(['Statistics', 'Data Analysis', 'Analytics'].filter(isToolName)).toEqual([]);
    expect(isToolName('Confluence')).toBe(true);
  });
});

describe('aboutSkills', () => {
  it('says practices as a focus and credentials with tools in one sentence, never "I work with"', () => {
    const said = aboutSkills(['Month-end close', 'Account Reconciliation', 'Microsoft Excel', 'Basic Life Support', 'NetSuite', 'CPA'], ['CPA'], 'I own the month-end close and reconciliation of 40 accounts.');
    expect(said.focus).toBe('My focus is month-end close and account reconciliation.');
    expect(said.kit).toBe('I hold the CPA; my tools include Microsoft Excel and NetSuite.');
  });

  it('joins items that hold their own "and" with a comma before the last', () => {
    expect(aboutSkills(['NEC 2020 code compliance', 'Motor controls and VFDs', 'Conduit bending'], []).focus).toBe('My focus is NEC 2020 code compliance, Motor controls and VFDs, and Conduit bending.');
    expect(aboutSkills(['Epic'], ['PCCN', 'ACLS']).kit).toBe('I hold the PCCN and ACLS credentials; my tools include Epic.');
  });
});

describe('aboutSkills: what is a focus and what is a tool', () => {
  it('says no quality as a focus ("patience", "IT skills", "Expert-level knowledge of …")', () => {
    expect(aboutSkills(['Patience', 'Customer service', 'IT skills', 'Expert-level knowledge of accounting', 'Leadership'], [], 'I handle customer service calls.').focus).toBe('My focus is customer service.');
  });

  it('lists no ways of working joined under one name among the tools ("Agile and Scrum")', () => {
    expect(aboutSkills(['Agile and Scrum', 'Jira', 'Confluence'], []).kit).toBe('My tools include Jira and Confluence.');
  });
});

describe('inProse', () => {
  it("keeps a product's name whole where a word of it is also written in lower case (\"AutoCAD civil 3D\")", () => {
    expect(inProse('AutoCAD Civil 3D', 'Licensed civil engineer. Prepared plans in AutoCAD Civil 3D')).toBe('AutoCAD Civil 3D');
    expect(inProse('Cost Estimating', 'Prepared cost estimating for clients')).toBe('cost estimating');
  });
});

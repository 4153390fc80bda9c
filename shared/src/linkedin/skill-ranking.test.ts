import { describe, expect, it } from 'vitest';
import { nameableSkills } from './headline-title';
import { emptyProfile } from './profile-types';
import { askedSkills, namesKeyword, rankSkills } from './skill-ranking';
import { profileSupport } from './support';
import { targetKeywordsOf } from './target-keywords';

describe('targetKeywordsOf', () => {
  it("asks an accountant for the close and reconciliations first, not an analyst's modelling", () => {
    expect(targetKeywordsOf('Senior Staff Accountant').slice(0, 3)).toEqual(['Month-End Close', 'Reconciliation', 'GAAP']);
    expect(targetKeywordsOf('Senior Staff Accountant')).not.toContain('Financial Modeling');
  });

  it("asks a clinical pharmacist for vancomycin dosing, anticoagulation and stewardship before compounding", () => {
    const profile = { ...emptyProfile(), skills: ['Sterile compounding (USP <797>)', 'Vancomycin AUC dosing', 'Anticoagulation management', 'Antimicrobial stewardship', 'Epic Willow'] };
    const ranked = rankSkills(profile, targetKeywordsOf('Clinical Pharmacist - Internal Medicine (Days)'), profileSupport(profile, []));
    expect(ranked.slice(0, 3)).toEqual(['Vancomycin AUC dosing', 'Anticoagulation management', 'Antimicrobial stewardship']);
  });

  it('asks a packaging graphic designer for print and brand work, not user research', () => {
    const asked = targetKeywordsOf('Packaging Graphic Designer');
    expect(asked.slice(0, 3)).toEqual(['Packaging', 'Packaging Design', 'Adobe Illustrator']);
    expect(asked).not.toContain('User Research');
  });
});

describe('rankSkills', () => {
  it('puts what the target asks for and the user lists first, most asked first, in the user\'s words', () => {
    const profile = { ...emptyProfile(), skills: ['Excel (pivot tables, XLOOKUP, Power Query)', 'U.S. GAAP', 'QuickBooks Enterprise', 'Month-end close', 'Account reconciliation', 'Consolidations'] };
    const ranked = rankSkills(profile, targetKeywordsOf('Senior Staff Accountant'), profileSupport(profile, []));
    expect(ranked.slice(0, 4)).toEqual(['Month-end close', 'Account reconciliation', 'U.S. GAAP', 'Excel (pivot tables, XLOOKUP, Power Query)']);
  });

  it("names a keyword by the user's item that holds it, never a second item in the target's words", () => {
    const profile = { ...emptyProfile(), skills: ['Conduit bending', 'NEC 2020 code compliance', 'Motor controls and VFDs'] };
    const ranked = rankSkills(profile, targetKeywordsOf('Industrial Maintenance Electrician'), profileSupport(profile, []));
    expect(ranked).toEqual(['NEC 2020 code compliance', 'Motor controls and VFDs', 'Conduit bending']);
    const cook = { ...emptyProfile(), skills: ['Menu development', 'Inventory and ordering', 'Food costing'], about: 'I handle inventory management and ordering with six vendors.' };
    expect(rankSkills(cook, ['Food Costing', 'Inventory Management'], profileSupport(cook, []))).toEqual(['Food costing', 'Menu development', 'Inventory and ordering']);
  });
});

describe('askedSkills and namesKeyword', () => {
  it("finds the ranked skills the target asks for, a product without its maker's name too", () => {
    expect(namesKeyword('Excel and Power Query', 'Microsoft Excel')).toBe(true);
    expect(namesKeyword('FEA (ANSYS Mechanical)', 'Finite Element Analysis')).toBe(true);
    expect(askedSkills(['Fresh pasta', 'Fish and whole-animal butchery', 'Food costing'], ['Food Costing', 'Butchery'])).toEqual(['Fish and whole-animal butchery', 'Food costing']);
  });
});

describe('nameableSkills', () => {
  it('names a skill too long with its details without them, and no item it holds beside it', () => {
    expect(nameableSkills(['Excel (pivot tables, XLOOKUP, Power Query)', 'XLOOKUP', 'BlackLine'], [])).toEqual(['Excel', 'BlackLine']);
  });
});

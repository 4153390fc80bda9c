import { describe, expect, it } from 'vitest';
import { prefillPastedJob } from './pasted-job-fields';

const empty = { jobTitle: '', company: '' };
const pasted = 'About Contoso:\nWe are looking for a Senior Backend Engineer to join our platform team.';

describe('prefillPastedJob', () => {
  it('fills both empty fields from what the pasted text states', () => {
    expect(prefillPastedJob(pasted, empty, empty)).toEqual({ jobTitle: 'Senior Backend Engineer', company: 'Contoso' });
  });

  it('follows the text while the fields still hold what was prefilled', () => {
    const prefilled = { jobTitle: 'Senior Backend Engineer', company: 'Contoso' };
    const edited = pasted.replace('Senior Backend Engineer', 'Staff Backend Engineer');
    expect(prefillPastedJob(edited, prefilled, prefilled)).toEqual({ jobTitle: 'Staff Backend Engineer' });
    // Text that names nothing empties what was prefilled from it.
    expect(prefillPastedJob('', prefilled, prefilled)).toEqual({ jobTitle: '', company: '' });
  });

  it('never overwrites what the user typed, even a field they emptied', () => {
    const prefilled = { jobTitle: 'Senior Backend Engineer', company: 'Contoso' };
    expect(prefillPastedJob(pasted, { jobTitle: 'Backend Lead', company: 'Contoso' }, prefilled)).toEqual({});
    expect(prefillPastedJob(pasted, { jobTitle: 'Backend Lead', company: '' }, empty)).toEqual({ company: 'Contoso' });
    expect(prefillPastedJob(pasted.replace('Contoso', 'Fabrikam'), { ...prefilled, company: '' }, prefilled)).toEqual({});
  });

  it('changes nothing when the text states nothing new', () => {
    expect(prefillPastedJob('We are hiring a senior engineer to join our team.', empty, empty)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { strengthenBullet } from './rewrite';

describe('strengthenBullet', () => {
  it.each([
    ['Responsible for managing a team of 5 engineers', 'Managed a team of 5 engineers'],
    ['Responsible for managing and training 12 cashiers', 'Managed and trained 12 cashiers'],
    ['responsible for the payroll of 40 employees', 'Managed the payroll of 40 employees'],
    ['Was in charge of the weekly release train', 'Managed the weekly release train'],
    ['Duties included answering phones and scheduling appointments', 'Answered phones and scheduled appointments'],
    ['Tasked with reducing Postgres query latency', 'Reduced Postgres query latency'],
    ['Worked on the billing API', 'Contributed to the billing API'],
    ['Worked with the finance team on invoices', 'Partnered with the finance team on invoices'],
    ['Worked with PostgreSQL databases', 'Used PostgreSQL databases'],
    ['Worked with two foundries on cost-down changes', 'Partnered with two foundries on cost-down changes'],
    ['Helped with the PCI audit', 'Supported the PCI audit'],
    ['Assisted with the migration from MySQL to Postgres', 'Supported the migration from MySQL to Postgres'],
    ['Was involved in the launch of the outbound playbook', 'Participated in the launch of the outbound playbook'],
  ])('%s → %s', (input, output) => {
    expect(strengthenBullet(input)).toMatchObject({ text: output, changed: true });
  });

  it('uses the present tense for current roles', () => {
    expect(strengthenBullet('Responsible for building territory plans', 'present').text).toBe('Build territory plans');
    expect(strengthenBullet('Worked on the billing API', 'present').text).toBe('Contributed to the billing API');
  });

  it('never inflates the claim', () => {
    for (const b of ['Assisted with the audit', 'Helped with onboarding', 'Worked on the website']) {
      expect(strengthenBullet(b).text).not.toMatch(/^(Led|Spearheaded|Directed|Owned|Drove)\b/);
    }
  });

  it('leaves strong or unknown openers alone', () => {
    expect(strengthenBullet('Led the migration of 14 services')).toEqual({ text: 'Led the migration of 14 services', changed: false });
    expect(strengthenBullet('Helped with onboarding 6 new SDRs').changed).toBe(false);
    // "Used" only for a tool: working with anything else is left as written.
    expect(strengthenBullet('Worked with tight deadlines every quarter')).toEqual({ text: 'Worked with tight deadlines every quarter', changed: false });
    expect(strengthenBullet('Responsible for zorbing the flux').text).toBe('Managed zorbing the flux');
  });
});

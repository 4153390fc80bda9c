import { describe, expect, it } from 'vitest';
import type { LinkedInPosition } from './profile-types';
import { roleStatements } from './role-statements';

const role = (end: string, description: string): LinkedInPosition => ({ title: 'Software Engineer', company: 'Google', start: '2021', end, location: '', description });

describe('roleStatements: gerund openers', () => {
  it('says the role held in the present and an earlier one in the past, in the user\'s own verbs', () => {
    const lines = '• Leading a team of AI engineers.\n• Implementing RESTful services for the frontend.';
    expect(roleStatements(role('Present', lines), undefined, [])).toEqual(['Lead a team of AI engineers.', 'Implement RESTful services for the frontend.']);
    expect(roleStatements(role('2023', lines), undefined, [])).toEqual(['Led a team of AI engineers.', 'Implemented RESTful services for the frontend.']);
  });

  it('leaves a role as written when one of its lines cannot be read for sure ("intuitive and engaging interfaces")', () => {
    const lines = '• Leading a team of AI engineers.\n• Developing intuitive and engaging user interfaces using React.';
    expect(roleStatements(role('Present', lines), undefined, [])).toEqual(['Leading a team of AI engineers.', 'Developing intuitive and engaging user interfaces using React.']);
  });
});

import { describe, expect, it } from 'vitest';
import { describePath } from './path-labels';

describe('describePath', () => {
  it('names a field as a person would', () => {
    expect(describePath('contact.name')).toBe('Contact: name');
    expect(describePath('headline')).toBe('Headline');
    expect(describePath('experience.1.title')).toBe('Role 2: job title');
    expect(describePath('experience.0.statements.2.text')).toBe('Role 1: statement 3');
    expect(describePath('skills.0.items.3')).toBe('Skill group 1: skill 4');
    expect(describePath('summary.0.text')).toBe('Summary sentence 1');
    expect(describePath('')).toBe('The resume');
  });
});

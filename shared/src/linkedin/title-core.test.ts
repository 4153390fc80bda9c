import { describe, expect, it } from 'vitest';
import { coreTitle } from './title-core';

describe('coreTitle', () => {
  it('says the kind of engineering a bracket names before the title ("Front-End Software Engineer")', () => {
    expect(coreTitle('Software Engineer (Front-End)')).toBe('Front-End Software Engineer');
    expect(coreTitle('Developer (Backend)')).toBe('Backend Developer');
  });

  it('leaves out a shift, a course or a stack in brackets, and a specialty tail', () => {
    expect(coreTitle('Nursing Supervisor (Evening Shift)')).toBe('Nursing Supervisor');
    expect(coreTitle('Undergraduate Teaching Assistant (CS 220)')).toBe('Undergraduate Teaching Assistant');
    expect(coreTitle('Senior Backend Engineer (TypeScript/Node.js)')).toBe('Senior Backend Engineer');
    expect(coreTitle('Registered Nurse - Medical/Surgical Telemetry (Nights)')).toBe('Registered Nurse');
    expect(coreTitle('Vice President, Operations')).toBe('Vice President, Operations');
  });
});

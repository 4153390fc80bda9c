import { describe, expect, it } from 'vitest';
import { parseResume } from './structure';

describe('a project whose name line carries a link or a tool after a bar', () => {
  it('reads the line as the project, not as its first statement', () => {
    const resume = parseResume(
      [
        'Priya Raman',
        'priya.raman@example.com',
        '',
        'PROJECTS',
        'soilmap | github.com/praman-4c1/soilmap',
        '• A field app that maps soil samples to county parcels; used by two extension offices.',
      ].join('\n'),
    );
    expect(resume.projects).toEqual([
      { name: 'soilmap | github.com/praman-4c1/soilmap', bullets: ['A field app that maps soil samples to county parcels; used by two extension offices.'] },
    ]);
  });
});

describe("a project's role and tools on lines of their own", () => {
  it('reads them as the project\'s, not as projects of their own', () => {
    const text = ['John Doe', 'john@example.com', '', 'PROJECTS', 'Kotlin Backend System | Jan 2020 - Present', 'Solo Developer'];
    const resume = parseResume([...text, 'Personal project to develop a high-performance backend system using Kotlin and Spring Boot', 'Kotlin • Spring Boot • MySQL'].join('\n'));
    expect(resume.projects).toEqual([
      { name: 'Kotlin Backend System | Solo Developer | Kotlin, Spring Boot, MySQL', dates: 'Jan 2020 – Present', bullets: ['Personal project to develop a high-performance backend system using Kotlin and Spring Boot'] },
    ]);
  });
});

describe('a project whose name line gives its tools after a dash', () => {
  it('reads "Open Transit Data (personal) — Python, Airflow, DuckDB" as the project, not its first statement', () => {
    const resume = parseResume(
      `Tomasz W\ntomasz@example.com\n\nPROJECTS\nOpen Transit Data (personal) — Python, Airflow, DuckDB\n- Pulls bus positions every minute and publishes daily on-time stats; 1,200 monthly visitors.\n`,
    );
    expect(resume.projects).toEqual([
      { name: 'Open Transit Data (personal) — Python, Airflow, DuckDB', bullets: ['Pulls bus positions every minute and publishes daily on-time stats; 1,200 monthly visitors.'] },
    ]);
  });
});

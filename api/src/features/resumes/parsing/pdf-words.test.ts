import { describe, expect, it } from 'vitest';
import { readSharedFixture, sharedFixturesAvailable } from '../shared-fixtures';
import { extractPdfText } from './pdf-text';
import { mendBrokenNames } from './pdf-words';

describe('skill names a PDF text layer broke', () => {
  it('joins a name a glyph gap cut inside a word', () => {
    expect(mendBrokenNames('DevO ps Site Reliability Engineer')).toBe('DevOps Site Reliability Engineer');
    expect(mendBrokenNames('Ansi ble playbooks, Promet heus alerts')).toBe('Ansible playbooks, Prometheus alerts');
  });

  it('reads a small l drawn for a capital I in a name', () => {
    expect(mendBrokenNames('Developed and optimized Cl/CD pipelines')).toBe('Developed and optimized CI/CD pipelines');
    expect(mendBrokenNames('Built a FastAPl service, CircleCl jobs')).toBe('Built a FastAPI service, CircleCI jobs');
  });

  it('leaves words and names that are what they say', () => {
    for (const text of ['Type Script', 'Java script', 'Dev Ops', 'Al Smith led the team', 'Power Bl', 'MLlib pipelines', 'Ruby on Rails', 'Client/CD drive', 'Cl']) {
      expect(mendBrokenNames(text)).toBe(text);
    }
  });
});

describe.skipIf(!sharedFixturesAvailable)('the resume-builder DevOps export (soupboss_DevOps-Sample2.pdf)', () => {
  it('reads DevOps and CI/CD as written on the page', async () => {
    const result = await extractPdfText(new Uint8Array(readSharedFixture('resumes', 'soupboss_DevOps-Sample2.pdf')));
    expect(result.ok).toBe(true);
    const text = result.ok ? result.text : '';
    expect(text).toContain('DevOps Site Reliability Engineer');
    expect(text).toContain('Linux/Unix systems, CI/CD pipelines, AWS');
    expect(text).not.toMatch(/DevO ps|Cl\/CD/);
  });
});

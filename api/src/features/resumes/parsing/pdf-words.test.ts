import { describe, expect, it } from 'vitest';
import { readSharedFixture, sharedFixturesAvailable } from '../shared-fixtures';
import { extractPdfText } from './pdf-text';
import { mendBrokenNames } from './pdf-words';
import { buildPlacedPdf, column } from './test-pdfs';

describe('skill names a PDF text layer broke', () => {
  it('joins a name a glyph gap cut inside a word', () => {
    expect(mendBrokenNames('DevO ps Site Reliability Engineer')).toBe('DevOps Site Reliability Engineer');
    expect(mendBrokenNames('Ansi ble playbooks, Promet heus alerts')).toBe('Ansible playbooks, Prometheus alerts');
  });

  it('joins a name whose first half is no word even when the second half is a rare one ("netes")', () => {
    expect(mendBrokenNames('Docker, Kuber netes, Terraform')).toBe('Docker, Kubernetes, Terraform');
    expect(mendBrokenNames('Ran Kuber netes clusters on AWS')).toBe('Ran Kubernetes clusters on AWS');
  });

  it('keeps two words apart when the first is a word or a name of its own ("Jenkins file", "Kube flow")', () => {
    for (const text of ['the Jenkins file', 'Kube flow pipelines', 'ML flow', 'React js', 'Type script']) {
      expect(mendBrokenNames(text)).toBe(text);
    }
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

describe('a skill name a wide glyph gap cuts in a built PDF', () => {
  it('reads "Kubernetes" whole when the page draws "Kuber" and "netes" a gap apart', async () => {
    // Courier: every glyph 6 units wide at size 10; "netes" starts 4 units past the end of "Kuber".
    const head = 'SKILLS: Docker, Kuber';
    const pdf = buildPlacedPdf([
      [
        ...column(72, 72, ['Jordan Rivera', 'jordan.rivera@example.com']),
        { x: 72, top: 120, text: head, mono: true },
        { x: 72 + head.length * 6 + 4, top: 120, text: 'netes, Terraform', mono: true },
      ],
    ]);
    const result = await extractPdfText(new Uint8Array(pdf));
    expect(result.ok).toBe(true);
    const text = result.ok ? result.text : '';
    expect(text).toContain('Docker, Kubernetes, Terraform');
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

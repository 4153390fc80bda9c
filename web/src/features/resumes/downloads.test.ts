import { describe, expect, it } from 'vitest';
import { downloadFileName, formatLabel, isServerFormat, resumeDownloadPath, resumeOriginalPath } from './downloads';
import { originalFileLabel, resumeTitle } from './labels';
import { parseResumeId } from './route-params';
import { normalizeScore, scoreChangeLabel, scoreGain, scoreTone } from './scores';

describe('downloads', () => {
  it('names files {original name}-optimized.{ext}', () => {
    expect(downloadFileName('Jane Doe CV.pdf', 'docx')).toBe('Jane Doe CV-optimized.docx');
    expect(downloadFileName('resume.final.docx', 'pdf')).toBe('resume.final-optimized.pdf');
    expect(downloadFileName(null, 'txt')).toBe('resume-optimized.txt');
  });

  it('gets DOCX and PDF from the server and writes TXT locally', () => {
    expect(isServerFormat('docx')).toBe(true);
    expect(isServerFormat('pdf')).toBe(true);
    expect(isServerFormat('txt')).toBe(false);
    expect(resumeDownloadPath(7, 'pdf')).toBe('/api/resume/7/download/pdf');
    expect(resumeDownloadPath(7, 'pdf', null)).toBe('/api/resume/7/download/pdf');
    expect(resumeDownloadPath(7, 'docx', 'prem-1')).toBe('/api/resume/7/download/docx?template=prem-1');
    expect(resumeOriginalPath(7)).toBe('/api/resume/7/original');
    expect(formatLabel('docx')).toBe('DOCX');
  });
});

describe('labels', () => {
  it("names a resume by its job title, else 'Resume {n}' (the user's own count, never the id)", () => {
    expect(resumeTitle({ number: 3, jobTitle: 'Data Analyst' })).toBe('Data Analyst');
    expect(resumeTitle({ number: 3, jobTitle: '  ' })).toBe('Resume 3');
    expect(resumeTitle({ number: 3, jobTitle: null })).toBe('Resume 3');
  });

  it('shows the original file with its size', () => {
    expect(originalFileLabel({ originalFileName: 'cv.pdf', originalSize: 2048 })).toBe('cv.pdf · 2 KB');
    expect(originalFileLabel({ originalFileName: null, originalSize: 0 })).toBe('Pasted text');
  });
});

describe('parseResumeId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseResumeId('12')).toBe(12);
    expect(parseResumeId('0')).toBeNull();
    expect(parseResumeId('-1')).toBeNull();
    expect(parseResumeId('1e3')).toBeNull();
    expect(parseResumeId('abc')).toBeNull();
    expect(parseResumeId(undefined)).toBeNull();
  });
});

describe('scores', () => {
  it('rounds and clamps to 0-100', () => {
    expect(normalizeScore(42.6)).toBe(43);
    expect(normalizeScore(130)).toBe(100);
    expect(normalizeScore(-5)).toBe(0);
    expect(normalizeScore(null)).toBeNull();
    expect(normalizeScore(Number.NaN)).toBeNull();
  });

  it('colours below 50 low, 50-74 medium, 75+ high', () => {
    expect([0, 49, 50, 74, 75, 100].map(scoreTone)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it('labels the change', () => {
    expect(scoreGain(40, 64)).toBe('+24');
    expect(scoreGain(70, 70)).toBe('0');
    expect(scoreGain(null, 70)).toBeNull();
    expect(scoreChangeLabel(40, 64)).toBe('40 → 64');
    expect(scoreChangeLabel(null, 64)).toBe('— → 64');
    expect(scoreChangeLabel(null, null)).toBeNull();
  });
});

/// <reference types="node" />
/**
 * Test-only helpers: read this folder's fixture profiles and resumes (the resumes as stored documents).
 * Never imported by production code.
 */
import { readFileSync } from 'node:fs';
import { documentFromResume } from '../../resume/document';
import type { ResumeDocument } from '../../resume/document.schema';
import { parseResume } from '../../resume/structure';

/** The text of a fixture file. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
}

/** A fixture resume as the stored document. */
export function fixtureResume(name: string): ResumeDocument {
  return documentFromResume(parseResume(fixtureText(name)));
}

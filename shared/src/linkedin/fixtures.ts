/** Test fixtures: the profiles and resumes of __fixtures__, read and parsed (tests only). */
import { readFileSync } from 'node:fs';
import { documentFromResume } from '../resume/document';
import type { ResumeDocument } from '../resume/document.schema';
import { parseResume } from '../resume/structure';

/** The text of a fixture file. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');
}

/** A fixture resume as the stored document. */
export function fixtureResume(name: string): ResumeDocument {
  return documentFromResume(parseResume(fixtureText(name)));
}

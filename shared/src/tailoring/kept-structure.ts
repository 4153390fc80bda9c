/**
 * The tailored resume's fields after the truthfulness check took lines out of its text, without reading
 * that text again: each statement, line and skill is kept when the checked text still holds it. Used when
 * the engine was given the resume in fields (a stored document), where a re-reading of rendered text
 * would remake the structure the user checked (a school read as a bullet, a role merged into another).
 */
import { foldForCompare } from '../resume/normalize';
import type { StructuredResume } from '../resume/types';

export function keptStructure(tailored: StructuredResume, checkedText: string): StructuredResume {
  const lines = new Set(checkedText.split('\n').map((line) => foldForCompare(line)).filter(Boolean));
  const all = ` ${foldForCompare(checkedText)} `;
  // A statement is one rendered line (after its bullet); a skill is one item of a list line.
  const isLine = (text: string) => foldForCompare(text) === '' || lines.has(foldForCompare(text));
  const isHeld = (text: string) => foldForCompare(text) === '' || all.includes(` ${foldForCompare(text)} `);
  const keep = (list: readonly string[]) => list.filter((text) => isLine(text) || isHeld(text));
  return {
    ...tailored,
    summary: isHeld(tailored.summary) ? tailored.summary : '',
    experience: tailored.experience.map((e) => ({ ...e, bullets: keep(e.bullets) })),
    skills: tailored.skills.filter(isHeld),
    certifications: keep(tailored.certifications),
    projects: tailored.projects.map((p) => ({ ...p, bullets: keep(p.bullets) })),
    other: tailored.other.map((o) => ({ ...o, lines: keep(o.lines) })),
  };
}

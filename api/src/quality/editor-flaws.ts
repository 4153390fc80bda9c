/**
 * The editor's measure (issue 23; test support, node:fs via the upload path): every well-written resume
 * of the labeled corpus, read as the product reads an upload (one form each: the Word file, else the PDF),
 * is analysed as it is and with each injected flaw (shared/src/testing/editor-flaws.ts). Counted:
 * - findings on the originals (each one is printed, for a reviewer's read);
 * - a flaw found: a finding of one of its rules overlapping the flaw's span (it names the line);
 * - nothing else new: no finding the original did not have, away from the lines the flaw is on;
 * - the variant scores below its original.
 */
import { readFileSync } from 'node:fs';
import { analyzeResume } from '@jobapp/shared/editor/analyze';
import type { EditorFinding } from '@jobapp/shared/editor/editor.schema';
import { FLAW_KINDS, injectFlaws, type FlawKind, type Variant } from '@jobapp/shared/testing/editor-flaws';
import { sharedFixturePath } from '@jobapp/shared/testing/fixtures';
import { labeledForms, readThroughUpload } from '../features/resumes/parsing/labeled-corpus';

const TODAY = '2026-06-01';

export interface OriginalRead {
  file: string;
  text: string;
  score: number;
  findings: EditorFinding[];
}

export interface VariantRead {
  file: string;
  kind: FlawKind;
  found: boolean;
  /** Findings new in the variant away from the flaw (noise). */
  noise: EditorFinding[];
  score: number;
  originalScore: number;
}

export interface EditorMeasure {
  originals: OriginalRead[];
  variants: VariantRead[];
}

function analyse(text: string) {
  return analyzeResume(text, { limited: false, today: TODAY });
}

/** A finding as compared between an original and its variant: its rule and what it says. */
const keyOf = (f: EditorFinding) => `${f.ruleId}|${f.suggestion}`;

function readVariant(file: string, original: ReturnType<typeof analyse>, v: Variant): VariantRead {
  const result = analyse(v.text);
  const overlaps = (f: EditorFinding) => f.start < v.end && f.end > v.start;
  // The lines the flaw touches: a finding re-quoting such a line is not new elsewhere.
  const lineStart = v.text.lastIndexOf('\n', v.start - 1) + 1;
  const lineEnd = v.text.indexOf('\n', v.end) < 0 ? v.text.length : v.text.indexOf('\n', v.end);
  const onItsLines = (f: EditorFinding) => f.start < lineEnd && f.end > lineStart;
  const before = new Set(original.findings.map(keyOf));
  return {
    file,
    kind: v.kind,
    found: result.findings.some((f) => v.rules.includes(f.ruleId) && overlaps(f)),
    noise: result.findings.filter((f) => !before.has(keyOf(f)) && !onItsLines(f)),
    score: result.overallScore,
    originalScore: original.overallScore,
  };
}

/** One form per labeled resume: the Word file when there is one, else the PDF. */
function chosenForms() {
  const forms = labeledForms();
  const slugs = [...new Set(forms.map((f) => f.slug))];
  return slugs.flatMap((slug) => {
    const mine = forms.filter((f) => f.slug === slug);
    const form = mine.find((f) => f.file.endsWith('.docx')) ?? mine.find((f) => f.file.endsWith('.pdf'));
    return form ? [form] : [];
  });
}

export async function measureEditor(): Promise<EditorMeasure> {
  const originals: OriginalRead[] = [];
  const variants: VariantRead[] = [];
  for (const form of chosenForms()) {
    const read = await readThroughUpload(form.file, new Uint8Array(readFileSync(sharedFixturePath('labeled', form.file))));
    if (!read.ok) continue;
    const result = analyse(read.text);
    originals.push({ file: form.file, text: read.text, score: result.overallScore, findings: result.findings });
    for (const v of injectFlaws(read.text)) variants.push(readVariant(form.file, result, v));
  }
  return { originals, variants };
}

export interface EditorFigures {
  resumes: number;
  findingsOnOriginals: number;
  lowestOriginalScore: number;
  variants: number;
  foundPercent: number;
  cleanPercent: number;
  lowerScorePercent: number;
  byKind: { kind: FlawKind; variants: number; found: number; clean: number; lower: number }[];
}

const percent = (n: number, d: number) => (d === 0 ? 100 : Math.round((1000 * n) / d) / 10);

export function editorFigures(m: EditorMeasure): EditorFigures {
  const v = m.variants;
  return {
    resumes: m.originals.length,
    findingsOnOriginals: m.originals.reduce((n, o) => n + o.findings.length, 0),
    lowestOriginalScore: Math.min(...m.originals.map((o) => o.score)),
    variants: v.length,
    foundPercent: percent(v.filter((x) => x.found).length, v.length),
    cleanPercent: percent(v.filter((x) => x.noise.length === 0).length, v.length),
    lowerScorePercent: percent(v.filter((x) => x.score < x.originalScore).length, v.length),
    byKind: FLAW_KINDS.map((kind) => {
      const of = v.filter((x) => x.kind === kind);
      return {
        kind,
        variants: of.length,
        found: of.filter((x) => x.found).length,
        clean: of.filter((x) => x.noise.length === 0).length,
        lower: of.filter((x) => x.score < x.originalScore).length,
      };
    }),
  };
}

/** The figures as the table bench/RESULTS.md keeps. */
export function formatEditorFigures(f: EditorFigures): string {
  const rows = f.byKind.map((k) => `| ${k.kind} | ${k.variants} | ${k.found} | ${k.clean} | ${k.lower} |`);
  return [
    `Resumes ${f.resumes}, findings on the originals ${f.findingsOnOriginals}, lowest original score ${f.lowestOriginalScore}; variants ${f.variants}: found ${f.foundPercent} %, nothing else new ${f.cleanPercent} %, scored lower ${f.lowerScorePercent} %.`,
    '| flaw | variants | found | nothing else new | scored lower |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

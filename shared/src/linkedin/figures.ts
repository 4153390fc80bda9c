/** The figures a text states, so an About states each once ("$2–9M" in the summary is not said again by a result). */

/** The figures a text states ("$2–9M", "14%", "2,400", "35"), as written; single digits are left out ("two to 4 weeks" reads as no figure). */
export function figuresIn(text: string): string[] {
  const found = text.match(/[$€£]?\d[\d,.]*(?:\s?[–-]\s?[$€£]?\d[\d,.]*)?\s?[kKmMbB%]?(?![\p{L}\d])/gu) ?? [];
  return found.map((f) => f.replace(/[.,\s]+$/, '').replace(/\s/g, '')).filter((f) => /\d\d|[$€£%]|\d[–-]/.test(f));
}

/** True when the two texts state a figure in common: an About says each figure once. */
export function sharesFigure(a: string, b: string): boolean {
  const theirs = new Set(figuresIn(b));
  return figuresIn(a).some((f) => theirs.has(f));
}

/**
 * A pure function of a long text, remembered for the last few texts asked (first in, first out): the
 * engine reads the same resume text in several stages of one tailoring, and the same original for each
 * posting it is tailored to. Texts shorter than `fromChars` or longer than `upToChars` are computed every
 * time. Only for pure functions whose answers callers never change, or that answer a table of pure
 * answers about the text which callers fill as they work them out.
 */
export function rememberedForLongTexts<T>(compute: (text: string) => T, options: { fromChars: number; upToChars: number; size: number }): (text: string) => T {
  const recent = new Map<string, T>();
  return (text) => {
    if (text.length < options.fromChars || text.length > options.upToChars) return compute(text);
    if (recent.has(text)) return recent.get(text) as T;
    const value = compute(text);
    if (recent.size >= options.size) recent.delete(recent.keys().next().value as string);
    recent.set(text, value);
    return value;
  };
}

import type { ImprovementArea } from '@jobapp/shared/editor/editor.schema';

/** Improvement areas and suggestions of a section or of the whole resume; nothing when both are empty. */
export function ImprovementList({
  areas,
  suggestions,
  headingLevel: Heading = 'h4',
}: {
  areas: readonly ImprovementArea[];
  suggestions: readonly string[];
  /** h4 under a section's name (Full Analysis), h3 directly in a card (Improve Sections). */
  headingLevel?: 'h3' | 'h4';
}) {
  if (areas.length === 0 && suggestions.length === 0) {
    return <p className="text-sm text-slate-600">No improvements needed here.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {areas.length > 0 ? (
        <div>
          <Heading className="text-sm font-semibold text-slate-900">Improvement areas</Heading>
          <ul className="mt-2 grid gap-2 text-sm">
            {areas.map((area, index) => (
              <li key={`${area.area}-${index}`}>
                <span className="font-medium text-slate-900">{area.area}</span>
                <span className="text-slate-700">: {area.description}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestions.length > 0 ? (
        <div>
          <Heading className="text-sm font-semibold text-slate-900">Suggestions</Heading>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {suggestions.map((suggestion, index) => (
              <li key={`${index}-${suggestion}`}>{suggestion}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

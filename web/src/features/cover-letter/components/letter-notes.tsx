import { Alert } from '@/components/ui/alert';

/**
 * What the user should know about a letter: the sentences the truth check removed ("your resume does
 * not support them") and the generator's warnings. Nothing when there is neither.
 */
export function LetterNotes({ removedClaims = [], warnings = [] }: { removedClaims?: readonly string[]; warnings?: readonly string[] }) {
  if (removedClaims.length === 0 && warnings.length === 0) return null;
  return (
    <div className="grid gap-3">
      {removedClaims.length > 0 ? (
        <Alert variant="warning" title="Removed claims" data-testid="removed-claims">
          <p>We removed these because your resume does not support them:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {removedClaims.map((claim, index) => (
              <li key={`${index}-${claim}`}>{claim}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert variant="info" title="Good to know" data-testid="letter-warnings">
          <ul className="list-disc space-y-1 pl-5">
            {warnings.map((warning, index) => (
              <li key={`${index}-${warning}`}>{warning}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

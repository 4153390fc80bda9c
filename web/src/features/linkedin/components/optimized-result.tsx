import type { LinkedInOptimization } from '@jobapp/shared/linkedin/linkedin.schema';
import { Check, Copy } from 'lucide-react';
import { type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText, useCopyIndicator } from '@/features/job-search/copy-indicator';
import { aboutHook } from '../character-count';
import { CopyableText } from './copyable-text';
import { ScoreChecklist } from './score-checklist';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function SkillsList({ skills, copied, onCopied }: { skills: readonly string[]; copied: boolean; onCopied: () => void }) {
  const copy = async () => {
    if (await copyText(skills.join(', '))) {
      onCopied();
      toast({ title: 'Copied!', description: 'The skills are on your clipboard.', variant: 'success' });
    } else {
      toast({ title: 'Copy failed', description: 'Your browser blocked the clipboard.', variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">Ranked: pin the first three on your profile.</p>
        <Button type="button" variant="secondary" size="sm" aria-label="Copy skills" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <ol className="flex flex-wrap gap-2">
        {skills.map((skill, index) => (
          <li key={`${skill}-${index}`} className={index < 3 ? 'rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800'}>
            <span className="sr-only">{index + 1}. </span>
            {skill}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A completed optimization: the score, 3 headlines, About, each role, the ranked skills and what was left out. */
export function OptimizedResult({ profileId, result }: { profileId: number; result: LinkedInOptimization }) {
  const { copiedId, show } = useCopyIndicator();
  const idOf = (part: string) => `linkedin-${profileId}-${part}`;
  const hook = aboutHook(result.about);
  return (
    <div className="grid gap-6">
      <ScoreChecklist before={result.before} after={result.after} />
      {result.headlines.length > 0 ? (
        <Group title="Headline options">
          {result.headlines.map((headline, index) => {
            const id = idOf(`headline-${index + 1}`);
            return (
              <CopyableText
                key={id}
                id={id}
                label={`Headline ${index + 1}`}
                copyName={`Copy headline ${index + 1}`}
                kind="headline"
                initialText={headline}
                rows={2}
                copied={copiedId === id}
                onCopied={() => show(id)}
              />
            );
          })}
        </Group>
      ) : null}
      {result.about ? (
        <Group title="About">
          <CopyableText
            id={idOf('about')}
            label="About"
            copyName="Copy About"
            kind="about"
            initialText={result.about}
            rows={10}
            copied={copiedId === idOf('about')}
            onCopied={() => show(idOf('about'))}
            hint={hook.length < result.about.length ? `LinkedIn shows the first ${hook.length} characters before “see more”.` : undefined}
          />
        </Group>
      ) : null}
      {result.roles.length > 0 ? (
        <Group title="Experience">
          {result.roles.map((role, index) => {
            const id = idOf(`role-${index + 1}`);
            const label = [role.title, role.company].filter(Boolean).join(' at ') || `Role ${index + 1}`;
            return (
              <CopyableText
                key={id}
                id={id}
                label={label}
                copyName={`Copy role ${index + 1}`}
                kind="role"
                initialText={role.description}
                rows={6}
                copied={copiedId === id}
                onCopied={() => show(id)}
              />
            );
          })}
        </Group>
      ) : null}
      {result.skills.length > 0 ? (
        <Group title="Skills">
          <SkillsList skills={result.skills} copied={copiedId === idOf('skills')} onCopied={() => show(idOf('skills'))} />
        </Group>
      ) : null}
      {result.removedClaims.length > 0 ? (
        <Alert variant="warning" role="note" title="Left out or kept as you wrote it, and why">
          <ul className="list-disc space-y-1 pl-5">
            {result.removedClaims.map((claim, index) => (
              <li key={`${claim}-${index}`}>{claim}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}

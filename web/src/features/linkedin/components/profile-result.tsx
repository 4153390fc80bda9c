import { linkedInMessages as m } from '@jobapp/shared/linkedin/linkedin-messages';
import type { LinkedInProfileDetail, LinkedInProfileItem } from '@jobapp/shared/linkedin/linkedin.schema';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCopyIndicator } from '@/features/job-search/copy-indicator';
import { useLinkedInProfile } from '../api';
import { CopyableText } from './copyable-text';
import { OptimizedResult } from './optimized-result';

/** A completed row stored without the structured result: its headline, summary and profile text. */
function StoredTexts({ profile }: { profile: LinkedInProfileDetail }) {
  const { copiedId, show } = useCopyIndicator();
  const parts = [
    { key: 'headline', label: 'Headline', copyName: 'Copy headline 1', kind: 'headline' as const, text: profile.headline, rows: 2 },
    { key: 'about', label: 'About', copyName: 'Copy About', kind: 'about' as const, text: profile.summary, rows: 8 },
    { key: 'content', label: 'Optimized profile', copyName: 'Copy optimized profile', kind: undefined, text: profile.optimizedContent, rows: 12 },
  ];
  return (
    <div className="grid gap-4">
      {parts.map((part) =>
        part.text ? (
          <CopyableText
            key={part.key}
            id={`linkedin-${profile.id}-${part.key}`}
            label={part.label}
            copyName={part.copyName}
            kind={part.kind}
            initialText={part.text}
            rows={part.rows}
            copied={copiedId === part.key}
            onCopied={() => show(part.key)}
          />
        ) : null,
      )}
    </div>
  );
}

function Texts({ profile }: { profile: LinkedInProfileDetail }) {
  return profile.result ? <OptimizedResult profileId={profile.id} result={profile.result} /> : <StoredTexts profile={profile} />;
}

/** A list item that came without its texts: they are read from GET /api/linkedin-profile/{id}. */
function LoadedTexts({ id }: { id: number }) {
  const detail = useLinkedInProfile(id);
  useEffect(() => {
    if (detail.isError) toast({ title: 'Error', description: m.detailLoadFailed, variant: 'destructive' });
  }, [detail.isError]);
  if (detail.isError) {
    return (
      <Alert variant="destructive" title={m.detailLoadFailed}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!detail.data) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading the optimized profile">
        <Skeleton className="h-16" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return <Texts profile={detail.data} />;
}

function hasTexts(item: LinkedInProfileItem): item is LinkedInProfileDetail {
  return 'result' in item && item.result !== undefined;
}

/** What a completed optimization shows: its texts, read on their own when the list left them out. */
export function ProfileResult({ item }: { item: LinkedInProfileItem }) {
  return hasTexts(item) ? <Texts profile={item} /> : <LoadedTexts id={item.id} />;
}


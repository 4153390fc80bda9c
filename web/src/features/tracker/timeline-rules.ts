/** A card's timeline in words: each event's sentence and the document it links to, if any. */
import { type ApplicationEvent, applicationStageLabels } from '@jobapp/shared/applications/applications.schema';

export interface TimelineLine {
  text: string;
  link: { to: string; label: string } | null;
}

function dataText(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function describeEvent(event: ApplicationEvent): TimelineLine {
  const resumeLink = event.resumeId !== null ? { to: `/resume/${event.resumeId}`, label: `Resume #${event.resumeId}` } : null;
  const letterLink = event.coverLetterId !== null ? { to: '/cover-letter', label: `Cover letter #${event.coverLetterId}` } : null;
  switch (event.kind) {
    case 'created':
      return { text: 'Added to the tracker', link: resumeLink ?? letterLink };
    case 'stage': {
      const to = event.stage ? applicationStageLabels[event.stage] : 'a new stage';
      const from = event.fromStage ? applicationStageLabels[event.fromStage] : null;
      // Set by the tracker itself after the card's days without an event (api: no-response-jobs.ts).
      if (event.data.automatic === true && typeof event.data.days === 'number') {
        return { text: `No news for ${event.data.days} days: moved${from ? ` from ${from}` : ''} to ${to}`, link: null };
      }
      return { text: from ? `Moved from ${from} to ${to}` : `Moved to ${to}`, link: null };
    }
    case 'resume':
      return { text: 'Resume tailored for this job', link: resumeLink };
    case 'cover_letter':
      return { text: 'Cover letter written for this job', link: letterLink };
    case 'note':
      return { text: dataText(event.data, 'text') ?? 'Note added', link: null };
    case 'packet':
      return { text: 'Marked as applied: the resume and letter sent were kept', link: resumeLink };
  }
}

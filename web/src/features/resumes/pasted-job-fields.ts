/**
 * The optimize form's "Job title" and "Company" beside a pasted job description (issue 9): prefilled
 * from what the pasted text states (the shared `readPastedJob`, the same reading the API does when they
 * are left empty), updated as the user pastes or edits the description, and never over what the user
 * typed in them.
 */
import { readPastedJob } from '@jobapp/shared/jobs/pasted-job';
import { useEffect, useRef } from 'react';
import { type UseFormReturn } from 'react-hook-form';

export interface PastedJobFields {
  jobTitle: string;
  company: string;
}

const FIELDS = ['jobTitle', 'company'] as const;

/**
 * The values to put in the two fields for `description`: a field still holding what was last
 * prefilled (or empty, as it was) follows the text; a field the user changed is left as it is.
 */
export function prefillPastedJob(description: string, current: PastedJobFields, lastPrefilled: PastedJobFields): Partial<PastedJobFields> {
  const read = readPastedJob(description);
  const stated: PastedJobFields = { jobTitle: read.title, company: read.company };
  const changes: Partial<PastedJobFields> = {};
  for (const field of FIELDS) {
    if (current[field] === lastPrefilled[field] && current[field] !== stated[field]) changes[field] = stated[field];
  }
  return changes;
}

/** Keeps the two fields of `form` prefilled from its job description while the user has not typed in them. */
export function usePastedJobPrefill<T extends PastedJobFields & { jobDescription: string }>(form: UseFormReturn<T>): void {
  const lastPrefilled = useRef<PastedJobFields>({ jobTitle: '', company: '' });
  useEffect(() => {
    // Typed loosely: react-hook-form's path types cannot be narrowed through the generic T.
    const loose = form as unknown as UseFormReturn<PastedJobFields & { jobDescription: string }>;
    const subscription = loose.watch((values, { name }) => {
      const current = { jobTitle: values.jobTitle ?? '', company: values.company ?? '' };
      if (name === undefined) {
        // A reset (or a whole-form update): what the fields hold now is the starting point.
        lastPrefilled.current = current;
        return;
      }
      if (name !== 'jobDescription') return;
      const changes = prefillPastedJob(values.jobDescription ?? '', current, lastPrefilled.current);
      for (const field of FIELDS) {
        const value = changes[field];
        if (value === undefined) continue;
        lastPrefilled.current = { ...lastPrefilled.current, [field]: value };
        loose.setValue(field, value);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

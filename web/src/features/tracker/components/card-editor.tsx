import { type ApplicationContact, type ApplicationDetail } from '@jobapp/shared/applications/applications.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useUpdateApplication } from '../api';
import { prepareContacts } from '../detail-rules';
import { parseTags } from '../table-rules';
import { ContactsEditor } from './contacts-editor';
import { ExcitementRating } from './excitement-rating';

/** The card's own notes: excitement, tags, notes and contacts, saved together with one PATCH. */
export function CardEditor({ detail }: { detail: ApplicationDetail }) {
  const update = useUpdateApplication(detail.id);
  const [excitement, setExcitement] = useState(detail.excitement);
  const [tags, setTags] = useState(detail.tags.join(', '));
  const [notes, setNotes] = useState(detail.notes);
  const [contacts, setContacts] = useState<ApplicationContact[]>(detail.contacts);
  const [error, setError] = useState<string | null>(null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const prepared = prepareContacts(contacts);
    if ('error' in prepared) return setError(prepared.error);
    update.mutate(
      { excitement, tags: parseTags(tags), notes, contacts: prepared.contacts },
      {
        onSuccess: (saved) => {
          setContacts(saved.contacts);
          toast({ title: 'Card saved', variant: 'success' });
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-label="Your notes on this application">
      <ExcitementRating name={`excitement-${detail.id}`} value={excitement} onChange={setExcitement} />
      <div className="grid gap-1">
        <label htmlFor={`tags-${detail.id}`} className="text-sm font-medium text-slate-800">
          Tags
        </label>
        <Input
          id={`tags-${detail.id}`}
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          placeholder="remote, fintech"
          aria-describedby={`tags-hint-${detail.id}`}
        />
        <p id={`tags-hint-${detail.id}`} className="text-xs text-slate-600">
          Separate tags with commas.
        </p>
      </div>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Notes
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={4} maxLength={20_000} />
      </label>
      <ContactsEditor contacts={contacts} onChange={setContacts} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save card'}
        </Button>
      </div>
    </form>
  );
}

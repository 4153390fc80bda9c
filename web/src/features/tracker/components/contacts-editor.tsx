import { type ApplicationContact } from '@jobapp/shared/applications/applications.schema';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const fields = [
  ['name', 'Name'],
  ['role', 'Role'],
  ['email', 'Email'],
  ['phone', 'Phone'],
] as const;

/** The card's contacts: add, edit in place, remove. Saved with the rest of the card. */
export function ContactsEditor({ contacts, onChange }: { contacts: ApplicationContact[]; onChange: (contacts: ApplicationContact[]) => void }) {
  const update = (index: number, key: (typeof fields)[number][0], value: string) =>
    onChange(contacts.map((contact, i) => (i === index ? { ...contact, [key]: value } : contact)));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Contacts</legend>
      {contacts.length === 0 ? <p className="mt-1 text-sm text-slate-600">No contacts yet.</p> : null}
      <ul className="mt-2 grid gap-3">
        {contacts.map((contact, index) => (
          <li key={index} className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2" data-testid="tracker-contact">
            {fields.map(([key, label]) => (
              <label key={key} className="grid gap-1 text-xs font-medium text-slate-700">
                {label}
                <Input value={contact[key] ?? ''} onChange={(event) => update(index, key, event.target.value)} />
              </label>
            ))}
            <div className="sm:col-span-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(contacts.filter((_, i) => i !== index))}>
                <Trash2 aria-hidden="true" />
                Remove {contact.name || 'contact'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => onChange([...contacts, { name: '' }])}>
        <Plus aria-hidden="true" />
        Add contact
      </Button>
    </fieldset>
  );
}

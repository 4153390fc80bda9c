/** Checks the card detail's edits before the PATCH, in the product's words. */
import { type ApplicationContact, contactSchema } from '@jobapp/shared/applications/applications.schema';

/**
 * Contacts as the API takes them: blank optional fields dropped, a wholly blank contact left out; a
 * contact with details but no name is an error (the name is what the card shows).
 */
export function prepareContacts(contacts: readonly ApplicationContact[]): { contacts: ApplicationContact[] } | { error: string } {
  const kept: ApplicationContact[] = [];
  for (const contact of contacts) {
    const trimmed = Object.fromEntries(
      Object.entries(contact)
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
        .filter(([, value]) => value !== '' && value !== undefined),
    ) as Partial<ApplicationContact>;
    if (Object.keys(trimmed).length === 0) continue;
    if (!trimmed.name) return { error: 'Please enter a name for each contact' };
    const parsed = contactSchema.safeParse(trimmed);
    if (!parsed.success) return { error: `Please check the details of ${trimmed.name}` };
    kept.push(parsed.data);
  }
  if (kept.length > 50) return { error: 'A card keeps at most 50 contacts' };
  return { contacts: kept };
}

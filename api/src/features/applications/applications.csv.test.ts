/**
 * The tracker's CSV (issue 24): export → import into another account → export gives the same bytes;
 * the file starts with a UTF-8 BOM, and a cell a spreadsheet would run as a formula is guarded.
 */
import { messages, type ErrorBody } from '@jobapp/shared';
import type { ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const suite = useTestServer();

/** The export's exact bytes (a fetch's text() would drop the byte-order mark). */
async function exportBytes(session: string | undefined): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${suite.server.url}/api/applications/export.csv`, { headers: session ? { cookie: `session=${session}` } : {} });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/applications/export.csv and POST /api/applications/import.csv', () => {
  it('round-trips every field and the timeline byte for byte, with a BOM and the formula guard', async () => {
    const { client } = await registerUser(suite.server);
    const made = await client.post<ApplicationItem>('/api/applications', {
      jobUrl: 'https://jobs.lever.co/northwind/1234',
      jobTitle: '=HYPERLINK("http://evil.example","Backend Engineer")',
      company: 'Northwind, "Health"',
      location: 'Austin, TX 78701',
      description: 'Line one.\nLine two, with a comma.',
      board: 'lever',
      requisitionId: 'R-77',
      salary: { min: 120000, max: 150000, currency: 'USD', unit: 'YEAR' },
      workplaceType: 'hybrid',
      directApply: true,
    });
    expect(made.status).toBe(201);
    const patched = await client.patch(`/api/applications/${made.body.id}`, {
      stage: 'interviewing',
      interviewAt: '2026-12-02T15:00:00Z',
      notes: '+1 call back Monday',
      tags: ['remote-ok', '＠priority'],
      contacts: [{ name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 512 555 0100' }],
      excitement: 4,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    await client.post('/api/applications', { jobTitle: 'Data Engineer', company: 'Contoso' });

    const exported = await exportBytes(client.session);
    expect(exported.status).toBe(200);
    expect(exported.type).toMatch(/^text\/csv/);
    const { bytes } = exported;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = bytes.toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Backend Engineer"")"`);
    expect(csv).toContain("'+1 call back Monday");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);

    const other = await registerUser(suite.server);
    const imported = await other.client.request<{ created: number; updated: number }>('POST', '/api/applications/import.csv', { raw: csv, headers: { 'content-type': 'text/csv' } });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({ created: 2, updated: 0 });
    const theirs = await other.client.get<ApplicationItem[]>('/api/applications');
    const card = theirs.body.find((a) => a.company === 'Northwind, "Health"');
    expect(card).toMatchObject({ jobTitle: '=HYPERLINK("http://evil.example","Backend Engineer")', stage: 'interviewing', interviewRounds: 1, excitement: 4, tags: ['remote-ok', '＠priority'], requisitionId: 'R-77', salary: { min: 120000, max: 150000, currency: 'USD', unit: 'YEAR' } });
    const { bytes: again } = await exportBytes(other.client.session);
    expect(again.equals(bytes)).toBe(true);

    // Importing the same file again updates the same cards.
    const twice = await other.client.request<{ created: number; updated: number }>('POST', '/api/applications/import.csv', { raw: csv, headers: { 'content-type': 'text/csv' } });
    expect(twice.body).toEqual({ created: 0, updated: 2 });
  });

  it('answers 4xx in plain words for a bad file, and 401 signed out', async () => {
    const { client } = await registerUser(suite.server);
    const send = (raw: string, type = 'text/csv') => client.request<ErrorBody>('POST', '/api/applications/import.csv', { raw, headers: { 'content-type': type } });
    expect((await send('Job title,Company\n')).body.message).toBe(messages.applicationsImportEmpty);
    expect((await send('Name,Place\nA,B\n')).body.message).toBe(messages.applicationsImportBadHeader);
    expect((await send('Job title,Company\n"A,B\n')).status).toBe(400);
    expect((await send('{"a":1}', 'application/json')).status).toBe(415);
    expect((await exportBytes(undefined)).status).toBe(401);
  });
});

/**
 * LinkedIn's data export ZIP ("Get a copy of your data") → the profile content the form takes, with no
 * AI (issue 13): the archive's Profile, Positions, Education and Skills CSV files are read — each
 * bounded, from a bounded archive — and handed to the shared reader (shared linkedin/data-export.ts).
 * Runs in the compute pool: inflating and parsing are CPU work on the user's bytes.
 */
import { DATA_EXPORT_FILES, isDataExport, profileContentOf, profileFromDataExport } from '@jobapp/shared/linkedin/data-export';
import { MAX_CSV_CHARS } from '@jobapp/shared/linkedin/csv';
import { readZipDirectory, readZipEntry } from '../../lib/zip-archive';

export const MAX_DATA_EXPORT_BYTES = 5 * 1024 * 1024;
/** A real export lists a few dozen files; far more is not one. */
const MAX_ENTRIES = 2_000;

export type DataExportReading =
  | { ok: true; profileContent: string; name: string; positions: number; education: number; skills: number }
  | { ok: false; message: string };

export const dataExportMessages = {
  notZip: 'This is not a LinkedIn data export: upload the ZIP file LinkedIn sent you.',
  noProfile: 'This ZIP holds none of the files LinkedIn puts in its export (Profile.csv, Positions.csv, Education.csv, Skills.csv).',
  tooLarge: 'The data export is too large (5 MB at most). Ask LinkedIn for the smaller export with your profile only.',
  unreadable: 'A file in this ZIP could not be read. Download the export from LinkedIn again.',
} as const;

const baseName = (name: string) => name.split('/').pop() ?? name;

export function readDataExport(input: { bytes: Uint8Array }): DataExportReading {
  const entries = readZipDirectory(input.bytes);
  if (!entries || entries.length > MAX_ENTRIES) return { ok: false, message: dataExportMessages.notZip };
  const files: Record<string, string> = {};
  for (const wanted of DATA_EXPORT_FILES) {
    const entry = entries.find((e) => baseName(e.name).toLowerCase() === wanted.toLowerCase());
    if (!entry) continue;
    const bytes = readZipEntry(input.bytes, entry, MAX_CSV_CHARS * 4);
    if (!bytes) return { ok: false, message: dataExportMessages.unreadable };
    files[wanted] = bytes.toString('utf8');
  }
  if (!isDataExport(files)) return { ok: false, message: dataExportMessages.noProfile };
  const profile = profileFromDataExport(files);
  return {
    ok: true,
    profileContent: profileContentOf(profile),
    name: profile.name,
    positions: profile.positions.length,
    education: profile.education.length,
    skills: profile.skills.length,
  };
}

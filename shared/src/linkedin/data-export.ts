/**
 * LinkedIn's own data export ("Get a copy of your data") → LinkedInProfile. The API reads the ZIP and
 * hands over its CSV files by name; Profile.csv, Positions.csv, Education.csv and Skills.csv are used
 * (matched by base name, any case, any folder). Positions without a "Finished On" date are current.
 */
import { csvRecords } from './csv';
import { emptyProfile, type LinkedInProfile } from './profile-types';

/** The profile as profile content text (the request's profileContent), within 10,000 characters. */
export { profileContentOf } from './profile-content';

/** The export's files this reader uses. */
export const DATA_EXPORT_FILES = ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv'] as const;

function fileText(files: Readonly<Record<string, string>>, name: string): string {
  const wanted = name.toLowerCase();
  const key = Object.keys(files).find((k) => (k.split(/[\\/]/).pop() ?? '').toLowerCase() === wanted);
  return key === undefined ? '' : (files[key] ?? '');
}

function cell(record: Readonly<Record<string, string>>, column: string): string {
  return (record[column] ?? '').replace(/\r\n?/g, '\n').trim();
}

/** True when the files hold at least one of the export's CSV files this reader uses. */
export function isDataExport(files: Readonly<Record<string, string>>): boolean {
  return DATA_EXPORT_FILES.some((name) => fileText(files, name) !== '');
}

/** The profile the export's CSV files describe. */
export function profileFromDataExport(files: Readonly<Record<string, string>>): LinkedInProfile {
  const profile = emptyProfile();
  const me = csvRecords(fileText(files, 'Profile.csv'), 'First Name')[0];
  if (me) {
    profile.name = [cell(me, 'First Name'), cell(me, 'Last Name')].filter((x) => x !== '').join(' ');
    profile.headline = cell(me, 'Headline');
    profile.about = cell(me, 'Summary');
    profile.location = cell(me, 'Geo Location');
  }
  profile.positions = csvRecords(fileText(files, 'Positions.csv'), 'Title').map((r) => {
    const start = cell(r, 'Started On');
    const finished = cell(r, 'Finished On');
    return {
      title: cell(r, 'Title'),
      company: cell(r, 'Company Name'),
      start,
      end: finished !== '' ? finished : start !== '' ? 'Present' : '',
      location: cell(r, 'Location'),
      description: cell(r, 'Description'),
    };
  });
  profile.education = csvRecords(fileText(files, 'Education.csv'), 'School Name').map((r) => ({
    school: cell(r, 'School Name'),
    degree: cell(r, 'Degree Name'),
    start: cell(r, 'Start Date'),
    end: cell(r, 'End Date'),
  }));
  const seen = new Set<string>();
  profile.skills = csvRecords(fileText(files, 'Skills.csv'), 'Name')
    .map((r) => cell(r, 'Name'))
    .filter((s) => {
      const key = s.toLowerCase();
      if (s === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return profile;
}

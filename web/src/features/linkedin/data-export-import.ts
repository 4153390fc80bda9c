/**
 * Importing LinkedIn's data export ZIP (issue 13): which files are accepted before the upload, and what
 * the answer says. The server reads the archive; nothing here calls the AI.
 */
export interface LinkedInImportResult {
  profileContent: string;
  name: string;
  positions: number;
  education: number;
  skills: number;
}

/** The server's limit on the ZIP (5 MB); larger files are refused before the upload. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export const importHowTo =
  'LinkedIn → Settings → Data privacy → Get a copy of your data: Profile, Positions, Education, Skills.';

/** The file control's error, or null when the file may be sent. */
export function importFileError(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.zip$/i.test(file.name)) return 'Choose the ZIP file LinkedIn sent you (its name ends in .zip).';
  if (file.size === 0) return 'This file is empty. Download the export from LinkedIn again.';
  if (file.size > MAX_IMPORT_BYTES) {
    return 'The data export is too large (5 MB at most). Ask LinkedIn for the smaller export with your profile only.';
  }
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Imported Jane Doe: 3 positions, 1 education entry, 12 skills.' */
export function importSummary(result: Pick<LinkedInImportResult, 'name' | 'positions' | 'education' | 'skills'>): string {
  const who = result.name.trim() ? ` ${result.name.trim()}` : ' your profile';
  const parts = [
    plural(result.positions, 'position', 'positions'),
    plural(result.education, 'education entry', 'education entries'),
    plural(result.skills, 'skill', 'skills'),
  ];
  return `Imported${who}: ${parts.join(', ')}. Check the profile content below before optimizing.`;
}

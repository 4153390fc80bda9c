/** /resume/{id}: a positive whole number, else null (the page then shows "Resume not found"). */
export function parseResumeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

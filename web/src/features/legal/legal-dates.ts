/** When each legal page last changed in substance (shown as "Last updated"); bump with the text. */
export const legalUpdated = {
  terms: 'November 26, 2026',
  privacy: 'November 26, 2026',
} as const;

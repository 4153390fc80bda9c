import type { JobBoard } from '../types';

/** How each board is named to the user. */
export const jobBoardLabels: Readonly<Record<JobBoard, string>> = {
  linkedin: 'LinkedIn',
  indeed: 'Indeed',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workday: 'Workday',
  smartrecruiters: 'SmartRecruiters',
  other: 'Company site',
};

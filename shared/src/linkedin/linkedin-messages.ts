/**
 * The LinkedIn feature's messages (spec sections 5 and 8), word for word. Kept here rather than in the
 * shared messages table so the feature's contract lives in one folder.
 */
export const linkedInMessages = {
  profileUrlInvalid: 'Please enter a valid LinkedIn profile URL',
  profileUrlNotLinkedIn: 'URL must be from LinkedIn',
  profileContentRequired: 'Profile content is required',
  profileContentTooShort: 'Profile content must be at least 50 characters',
  profileContentTooLong: 'Profile content exceeds the maximum allowed length',
  targetPositionRequired: 'Target position is required',
  targetIndustryRequired: 'Target industry is required',
  optimizeFailed: 'Failed to optimize LinkedIn profile',
  detailLoadFailed: 'Failed to load profile details',
  limitReachedTitle: 'Limit Reached',
  /** The client shows the 'Limit Reached' alert when a message contains this. */
  monthlyLimitMarker: 'monthly limit',
  eliteTitle: 'Elite Plan Feature',
  upgradeRequired: 'Upgrade Required',
} as const;

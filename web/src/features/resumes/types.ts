/** A stored resume as the recent-activity list shows it (spec section 3). Filled by the resumes issue. */
export interface RecentResume {
  id: number;
  jobTitle: string | null;
  company: string | null;
  createdAt: string;
}

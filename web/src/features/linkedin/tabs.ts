/** The page's two tabs; `?tab=profiles` opens the list (any other value: the form). */
export const linkedInTabs = ['optimize', 'profiles'] as const;
export type LinkedInTab = (typeof linkedInTabs)[number];

export function tabOf(value: string | null | undefined): LinkedInTab {
  return value === 'profiles' ? 'profiles' : 'optimize';
}

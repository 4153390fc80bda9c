import { getInitials, type PublicUser } from '@jobapp/shared';

/** The signed-in user's initials in a circle (header, avatar menu, mobile menu). */
export function Avatar({ user, className = 'size-9 text-sm' }: { user: PublicUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white ${className}`}
    >
      {getInitials(user.fullName, user.username)}
    </span>
  );
}

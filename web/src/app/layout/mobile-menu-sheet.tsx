import { type PublicUser } from '@jobapp/shared';
import { LogOut } from 'lucide-react';
import { type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSignOut } from '@/features/auth/sign-out';
import { cn } from '@/lib/cn';
import { registerPath, signInPath } from '../routes';
import { Avatar } from './avatar';
import { Logo } from './logo';
import { accountMenu, type NavItem, signedInNav, signedOutNav } from './nav-items';

function uniqueByPath(items: NavItem[]): NavItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.to) ? false : (seen.add(item.to), true)));
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-800 hover:bg-slate-100',
  );

/**
 * The mobile menu's side sheet (Radix Dialog), loaded the first time the menu opens (mobile-menu.tsx
 * holds the button and the open state). Closing gives the focus back to the button.
 */
export function MobileMenuSheet({
  user,
  open,
  setOpen,
  triggerRef,
}: {
  user: PublicUser | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const { signOut, isPending } = useSignOut();
  const items = user ? uniqueByPath([...signedInNav, ...accountMenu]) : signedOutNav;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="mb-6">
          <Logo to={user ? '/dashboard' : '/'} />
        </div>
        {user ? (
          <div className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <Avatar user={user} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{user.fullName || user.username}</p>
              <DialogDescription className="truncate text-xs">{user.email}</DialogDescription>
            </div>
          </div>
        ) : null}
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2 border-t border-slate-200 pt-4">
          {user ? (
            <Button
              variant="secondary"
              disabled={isPending}
              onClick={() => {
                setOpen(false);
                signOut();
              }}
            >
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          ) : (
            <>
              <Button variant="secondary" asChild>
                <Link to={signInPath} onClick={() => setOpen(false)}>
                  Sign In
                </Link>
              </Button>
              <Button asChild>
                <Link to={registerPath()} onClick={() => setOpen(false)}>
                  Sign Up
                </Link>
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

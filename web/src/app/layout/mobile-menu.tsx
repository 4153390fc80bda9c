import { type PublicUser } from '@jobapp/shared';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useSignOut } from '@/features/auth/sign-out';
import { cn } from '@/lib/cn';
import { registerPath, signInPath } from '../routes';
import { Logo } from './logo';
import { accountMenu, type NavItem, signedInNav, signedOutNav } from './nav-items';
import { Avatar } from './user-menu';

function uniqueByPath(items: NavItem[]): NavItem[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.to) ? false : (seen.add(item.to), true)));
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-800 hover:bg-slate-100',
  );

/** The menu below the md breakpoint: a side sheet that closes on navigation. */
export function MobileMenu({ user }: { user: PublicUser | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { signOut, isPending } = useSignOut();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, location.hash]);

  const items = user ? uniqueByPath([...signedInNav, ...accountMenu]) : signedOutNav;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden [&_svg]:size-6" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent side="right" aria-describedby={undefined}>
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

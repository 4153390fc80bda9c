import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/session';
import { cn } from '@/lib/cn';
import { registerPath, signInPath } from '../routes';
import { Avatar } from './avatar';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { signedInNav, signedOutNav } from './nav-items';

/** The avatar menu (Radix dropdown) is fetched only when someone is signed in. */
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function SiteHeader() {
  const session = useSession();
  const user = session.data ?? null;
  const items = user ? signedInNav : signedOutNav;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo to={user ? '/dashboard' : '/'} />
        {session.isPending ? (
          <Skeleton className="h-8 w-40" />
        ) : (
          <>
            {/* Seven signed-in entries need the lg width; below it they are in the menu. */}
            <nav aria-label="Main" className={user ? 'hidden lg:block' : 'hidden md:block'}>
              <ul className="flex items-center gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} className={navLinkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex items-center gap-2">
              {user ? (
                <Suspense fallback={<Avatar user={user} />}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                <div className="hidden items-center gap-2 md:flex">
                  <Button variant="ghost" asChild>
                    <Link to={signInPath}>Sign In</Link>
                  </Button>
                  <Button asChild>
                    <Link to={registerPath()}>Sign Up</Link>
                  </Button>
                </div>
              )}
              <MobileMenu user={user} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}

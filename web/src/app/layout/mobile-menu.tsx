import { type PublicUser } from '@jobapp/shared';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';

const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet').then((m) => ({ default: m.MobileMenuSheet })));

/**
 * The menu below the md breakpoint (lg when signed in: the signed-in navigation is longer): a button, and a side sheet that closes on navigation. The sheet
 * (Radix Dialog and its focus trap) is its own chunk, fetched when the menu first opens, so pages
 * do not load it up front.
 */
export function MobileMenu({ user }: { user: PublicUser | null }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search, location.hash]);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className={user ? 'lg:hidden [&_svg]:size-6' : 'md:hidden [&_svg]:size-6'}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} open={open} setOpen={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}

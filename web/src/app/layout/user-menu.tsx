import { type PublicUser } from '@jobapp/shared';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/sign-out';
import { Avatar } from './avatar';
import { accountMenu } from './nav-items';

/** The avatar menu ('My Account'). Loaded only for signed-in visitors (site-header.tsx). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { signOut, isPending } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">My Account</span>
        <Avatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          My Account
          <span className="block truncate text-xs font-normal text-slate-600">{user.fullName || user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountMenu.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={() => signOut()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

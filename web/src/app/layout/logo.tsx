import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <path
        d="M10 22V10h6.5a4 4 0 0 1 0 8H13m3 0 4.5 4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight',
        inverse ? 'text-white' : 'text-slate-900',
      )}
    >
      <LogoMark />
      <span>
        Resume<span className={inverse ? 'text-indigo-200' : 'text-indigo-600'}>Boost</span>
      </span>
    </Link>
  );
}

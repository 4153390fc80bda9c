import { cloneElement, type ComponentProps, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:pointer-events-none disabled:opacity-60 aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700',
  secondary: 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  soft: 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  link: 'px-0 text-indigo-700 underline underline-offset-4 hover:text-indigo-900',
  inverse: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-xs',
  md: 'h-10 px-4',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

/**
 * The button's classes for a variant and size (default: primary, md). A plain lookup rather than
 * class-variance-authority: the button is on every page's first screen.
 */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${base} ${variants[variant ?? 'primary']} ${sizes[size ?? 'md']}`;
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Render the single child (a Link, an anchor) with the button's look. */
    asChild?: boolean;
  };

type ChildProps = Record<string, unknown> & { className?: string };

/**
 * `asChild`: the button's props on its one child element (a Link, an anchor). Class names are joined
 * (the child's last), event handlers both run (the child's first), other props: the child's win. Does
 * what Radix's Slot does for this one use, without putting Radix on every page.
 */
function withButtonProps(children: ReactNode, props: ChildProps): ReactElement | null {
  if (!isValidElement<ChildProps>(children)) return null;
  const own = children.props;
  const merged: ChildProps = { ...props, ...own, className: cn(props.className, own.className) };
  for (const [name, handler] of Object.entries(props)) {
    const childHandler = own[name];
    if (/^on[A-Z]/.test(name) && typeof handler === 'function' && typeof childHandler === 'function') {
      merged[name] = (...args: unknown[]) => {
        childHandler(...args);
        handler(...args);
      };
    }
  }
  return cloneElement(children, merged);
}

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return withButtonProps(children, { ...props, className: classes });
  return <button type={type ?? 'button'} className={classes} {...props}>{children}</button>;
}

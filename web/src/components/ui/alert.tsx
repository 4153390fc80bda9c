import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva('flex gap-3 rounded-xl border p-4 text-sm', {
  variants: {
    variant: {
      info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
      success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
      warning: 'border-amber-300 bg-amber-50 text-amber-900',
      destructive: 'border-red-200 bg-red-50 text-red-800',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, destructive: CircleAlert };

export function Alert({
  className,
  variant,
  title,
  children,
  role,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants> & { title?: string }) {
  const Icon = icons[variant ?? 'info'];
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}

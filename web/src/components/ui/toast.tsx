import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type ToastItem, useToast } from './use-toast';

const variantClasses = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

const variantIcons = { default: Info, success: CircleCheck, destructive: CircleAlert } as const;

function ToastView({ item, onOpenChange }: { item: ToastItem; onOpenChange: (open: boolean) => void }) {
  const variant = item.variant ?? 'default';
  const Icon = variantIcons[variant];
  return (
    <ToastPrimitive.Root
      data-testid="toast"
      data-variant={variant}
      open={item.open}
      onOpenChange={onOpenChange}
      duration={item.duration}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=open]:animate-slide-in data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
        variantClasses[variant],
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-5 shrink-0',
          variant === 'success' && 'text-emerald-600',
          variant === 'default' && 'text-indigo-600',
        )}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description
            className={cn('text-sm', variant === 'destructive' ? 'text-white' : 'text-slate-700')}
          >
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className={cn(
          'absolute top-3 right-3 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-1',
          variant === 'destructive'
            ? 'text-white hover:bg-red-800 focus-visible:outline-white'
            : 'text-slate-600 hover:bg-slate-100 focus-visible:outline-indigo-600',
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Mount once, at the root. Renders the store's toasts in a Radix viewport (F8 focuses it). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {toasts.map((item) => (
        <ToastView
          key={item.id}
          item={item}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport className="pointer-events-none fixed top-16 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2" />
    </ToastPrimitive.Provider>
  );
}

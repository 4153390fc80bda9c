import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-slate-200 last:border-b-0', className)} {...props} />;
}

/** `headingLevel` keeps the page outline valid (the trigger sits inside a heading). */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  return (
    <AccordionPrimitive.Header asChild>
      {headingLevel === 2 ? (
        <h2 className="flex">{renderTrigger()}</h2>
      ) : headingLevel === 4 ? (
        <h4 className="flex">{renderTrigger()}</h4>
      ) : (
        <h3 className="flex">{renderTrigger()}</h3>
      )}
    </AccordionPrimitive.Header>
  );

  function renderTrigger() {
    return (
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 py-4 text-left text-base font-medium text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </AccordionPrimitive.Trigger>
    );
  }
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-sm text-slate-700" {...props}>
      <div className={cn('pb-4 leading-relaxed', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

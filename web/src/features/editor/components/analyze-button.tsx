import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';

/** 'Analyze Resume': disabled under 100 characters and while a request runs (spec section 5). */
export function AnalyzeButton({
  disabled,
  pending,
  onClick,
  variant = 'primary',
}: {
  disabled: boolean;
  pending: boolean;
  onClick: () => void;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Button variant={variant} disabled={disabled || pending} onClick={onClick} aria-busy={pending}>
      {pending ? <ButtonSpinner /> : <Sparkles aria-hidden="true" />}
      Analyze Resume
    </Button>
  );
}

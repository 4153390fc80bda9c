import { messages } from '@jobapp/shared';
import { Alert } from '@/components/ui/alert';

/** D5: every purchase screen says so when the server runs the test-mode billing provider. */
export function TestModeNotice({ className }: { className?: string }) {
  return (
    <Alert variant="warning" className={className} data-testid="billing-test-mode">
      {messages.billingTestMode}
    </Alert>
  );
}

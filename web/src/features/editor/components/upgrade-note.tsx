import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A limited (free trial) answer's upgrade message with the way to /pricing. */
export function UpgradeNote({ message }: { message: string }) {
  return (
    <Alert variant="warning" data-testid="editor-upgrade-note">
      <p>{message}</p>
      <Button asChild size="sm" className="mt-3">
        <Link to="/pricing">Upgrade</Link>
      </Button>
    </Alert>
  );
}

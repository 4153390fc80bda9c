import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The danger zone at the foot of /settings. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-red-200" aria-labelledby="delete-account-title" role="region">
      <CardHeader>
        <CardTitle id="delete-account-title" className="flex items-center gap-2 text-red-800">
          <TriangleAlert className="size-5" aria-hidden="true" />
          Delete account
        </CardTitle>
        <CardDescription>
          Remove your account and everything in it — resumes, tailored versions, job postings and searches — at
          once. This can&apos;t be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}

import { messages } from '@jobapp/shared';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg items-center px-4 py-16" data-testid="not-found">
      <Card className="w-full">
        <CardContent className="flex flex-col items-start gap-4 p-8">
          <div className="flex items-center gap-3">
            <CircleAlert className="size-8 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">{messages.notFoundTitle}</h1>
          </div>
          <p className="text-slate-600">{messages.notFoundHint}</p>
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

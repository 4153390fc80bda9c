import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const linkClass = 'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900';

/** Where the settings page points for what is stored and on what terms. */
export function YourDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>What ResumeBoost keeps about you, and the rules of the service.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        <p>
          Our{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          says what we store, where, for how long, who can see it and how to delete it. Your resumes are used only to
          tailor them for you.
        </p>
        <p>
          The{' '}
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>{' '}
          are the agreement you accepted when you signed up.
        </p>
      </CardContent>
    </Card>
  );
}

import { isPlanId, plans, planPeriodLabel } from '@jobapp/shared';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { registerPath } from '@/app/routes';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

type AuthMode = 'login' | 'register' | 'forgot';

const titles: Record<AuthMode, string> = {
  login: 'Sign in to your account',
  register: 'Create a new account',
  forgot: 'Reset your password',
};

function readMode(action: string | null): AuthMode {
  if (action === 'register') return 'register';
  if (action === 'forgot') return 'forgot';
  return 'login';
}

const benefits = [
  'Paste a LinkedIn or Indeed job link and upload your resume',
  'Get a resume tailored to the job and built to pass ATS checks',
  'Start with a 7-day free trial, no card needed',
];

/** /auth: sign in, register, or request a reset link. The mode lives in `?action=`. */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = readMode(searchParams.get('action'));
  const planParam = searchParams.get('plan');
  const plan = isPlanId(planParam) ? plans[planParam] : null;

  const setMode = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'register' || next === 'forgot') params.set('action', next);
    else params.delete('action');
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div className="hidden lg:block lg:pt-8">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">ResumeBoost</p>
          <p className="mt-3 text-4xl font-bold tracking-tight text-slate-900">Get more interviews with a resume made for each job.</p>
          <ul className="mt-8 grid gap-4">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>

        <Card className="mx-auto w-full max-w-md">
          <CardContent className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{titles[mode]}</h1>
            {mode === 'forgot' ? (
              <div className="mt-6">
                <ForgotPasswordForm />
              </div>
            ) : (
              <Tabs value={mode} onValueChange={setMode} className="mt-6">
                <TabsList aria-label="Sign in or register">
                  <TabsTrigger value="login">Sign In</TabsTrigger>
                  <TabsTrigger value="register">Register</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <SignInForm onForgotPassword={() => setMode('forgot')} />
                  <p className="mt-6 text-center text-sm text-slate-600">
                    New to ResumeBoost?{' '}
                    <Link to={registerPath(plan?.id)} className="font-semibold text-indigo-700 underline underline-offset-4">
                      Create an account
                    </Link>
                  </p>
                </TabsContent>
                <TabsContent value="register">
                  {plan ? (
                    <Alert variant="info" className="mb-5" title={`Selected plan: ${plan.name}`} data-testid="selected-plan">
                      {plan.id === 'free_trial' ? (
                        <p>Your {plan.duration} free trial starts as soon as your account is created.</p>
                      ) : (
                        <p>
                          {plan.name} is {plan.price}
                          {planPeriodLabel(plan.id)}. Once your account is created you go straight to the payment
                          step for it.
                        </p>
                      )}
                    </Alert>
                  ) : null}
                  <RegisterForm />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

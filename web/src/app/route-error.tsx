import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Shown when a page fails to load or throws while rendering (for instance a new deployment replaced
 * the page's file). Offers a reload rather than a blank screen. Plain markup (the look of a
 * destructive Alert) on purpose: it is part of every page's first chunk, and must show even when no
 * further chunk can be fetched.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col justify-center px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <div role="alert" className="mt-4 space-y-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">This page could not be displayed</p>
        <p className="leading-relaxed break-words">{detail}</p>
      </div>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="secondary" asChild>
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The location's key: a navigation clears the error, so the next page gets its chance. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page's failure (its chunk did not load, or it threw) and shows `RouteError` instead. */
interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** The location the failure happened at. */
  failedAt: string | null;
}

export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, error: undefined, failedAt: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

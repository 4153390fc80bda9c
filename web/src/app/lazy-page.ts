/**
 * A page as a lazily loaded component that can also be fetched ahead of rendering: `preload()` starts
 * the import (once), and `React.lazy` then finds the same promise. The app calls it for the page of
 * the address it opens on, before the session check answers (main.tsx), and on each navigation.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type Page = LazyExoticComponent<ComponentType> & { preload: () => Promise<ComponentType> };

export function page(load: () => Promise<ComponentType>): Page {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (a network blip, a deploy replacing the chunks) may be tried again.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

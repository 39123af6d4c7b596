import type { ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';

const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory() });

/** For the kit's tests: what draws an `AppLink` finds a router, as on a page of the app. */
export function InRouter({ children }: { children: ReactNode }) {
  return <RouterContextProvider router={router}>{children}</RouterContextProvider>;
}

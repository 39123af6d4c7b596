import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { wireApiEvents } from './wire-api-events';
import { startSession } from '../features/account/session/session-lifecycle';
import { adminLoginHref } from '../lib/login-return';

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
wireApiEvents();
// The stored login is adopted before the first render, so a reload never draws the logged-out page
// first (a student would briefly see everyone's submissions, and lists would load twice).
// A logout in another tab sends the site home and the admin area to its login page (spec §4).
startSession(() => {
  if (!location.pathname.startsWith('/admin')) return void router.navigate({ to: '/home' });
  // The admin login comes back to the page this tab was on.
  void router.navigate({ href: adminLoginHref(location.pathname + location.search + location.hash) });
});

// Spec §2.17: the view scrolls to the top on every navigation.
router.subscribe('onResolved', ({ pathChanged }) => {
  if (pathChanged) window.scrollTo(0, 0);
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

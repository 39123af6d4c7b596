import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { wireApiEvents } from './wire-api-events';

const queryClient = createAppQueryClient();
const router = createAppRouter(queryClient);
wireApiEvents(queryClient);

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

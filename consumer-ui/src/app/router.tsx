import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from './paths';

// Each route's code loads on first visit so the login page's initial JS stays small.
const router = createBrowserRouter([
  {
    HydrateFallback: PageSpinner,
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        path: paths.notFound.path,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;

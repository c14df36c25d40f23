import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { RouteError } from './route-error.tsx';

/** A later issue replaces each of these with its real screens; sub-paths (…/create) land here too. */
const COMING_SOON: { path: string; title: string }[] = [
  { path: 'categories', title: 'Categories' },
  { path: 'maps', title: 'Maps' },
  { path: 'settings', title: 'Settings' },
  { path: 'permissions', title: 'Permissions' },
  { path: 'roles', title: 'Roles' },
  { path: 'users', title: 'Users' },
];

// Every screen is its own chunk (route `lazy`), so the admin pages never download the public map's code.
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingState label="Memuat..." />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
          },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
          },
          {
            path: 'admin',
            element: <RequireSession />,
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
                }),
              },
              {
                path: 'forbidden',
                lazy: async () => ({
                  Component: (await import('../features/errors/forbidden-page.tsx')).ForbiddenPage,
                }),
              },
              ...COMING_SOON.map(({ path, title }) => ({
                path: `${path}/*`,
                lazy: async () => {
                  const { ComingSoonPage } = await import('./coming-soon-page.tsx');
                  return { element: <ComingSoonPage title={title} /> };
                },
              })),
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
                }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
]);

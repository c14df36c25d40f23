import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { m } from '../../shared/i18n/generated/messages.js';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { publicMapLoader, regencyPageLoader } from '../lib/public-data.ts';
import { queryClient } from '../lib/query-client.ts';
import type { RecordScreens } from '../lib/record-screens.ts';
import { SITE_BASE } from '../lib/site-path.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { RouteError } from './route-error.tsx';

/**
 * "Recently deleted" (decision 0022): the one screen of every resource with a lifecycle, fed by the
 * resource's statement (decision 0047); both load when first opened.
 */
async function recentlyDeleted(statement: () => Promise<RecordScreens>) {
  const [screens, { RecentlyDeletedScreen }] = await Promise.all([
    statement(),
    import('../components/recently-deleted-screen.tsx'),
  ]);
  return { Component: () => <RecentlyDeletedScreen screens={screens} /> };
}

/** One admin resource's screens: its list, `create` and `edit/:id`, each loaded when first opened. */
function resourceRoutes(
  path: string,
  screens: {
    list: () => Promise<ComponentType>;
    create: () => Promise<ComponentType>;
    edit: () => Promise<ComponentType>;
    /** Its statement, for a resource with a lifecycle: it then has "Recently deleted". */
    lifecycle?: () => Promise<RecordScreens>;
  },
  more: RouteObject[] = [],
): RouteObject {
  return {
    path,
    children: [
      { index: true, lazy: async () => ({ Component: await screens.list() }) },
      { path: 'create', lazy: async () => ({ Component: await screens.create() }) },
      { path: 'edit/:id', lazy: async () => ({ Component: await screens.edit() }) },
      ...(screens.lifecycle ? [{ path: 'deleted', lazy: () => recentlyDeleted(screens.lifecycle!) }] : []),
      ...more,
    ],
  };
}

const ADMIN_RESOURCES: RouteObject[] = [
  resourceRoutes('permissions', {
    list: async () => (await import('../features/permissions/permission-list-page.tsx')).PermissionListPage,
    create: async () =>
      (await import('../features/permissions/permission-create-page.tsx')).PermissionCreatePage,
    edit: async () => (await import('../features/permissions/permission-edit-page.tsx')).PermissionEditPage,
  }),
  resourceRoutes('roles', {
    list: async () => (await import('../features/roles/role-list-page.tsx')).RoleListPage,
    create: async () => (await import('../features/roles/role-create-page.tsx')).RoleCreatePage,
    edit: async () => (await import('../features/roles/role-edit-page.tsx')).RoleEditPage,
    lifecycle: async () => (await import('../features/roles/role-screens.ts')).roleScreens,
  }),
  resourceRoutes('users', {
    list: async () => (await import('../features/users/user-list-page.tsx')).UserListPage,
    create: async () => (await import('../features/users/user-create-page.tsx')).UserCreatePage,
    edit: async () => (await import('../features/users/user-edit-page.tsx')).UserEditPage,
    lifecycle: async () => (await import('../features/users/user-screens.ts')).userScreens,
  }),
  resourceRoutes('categories', {
    list: async () => (await import('../features/categories/category-list-page.tsx')).CategoryListPage,
    create: async () => (await import('../features/categories/category-create-page.tsx')).CategoryCreatePage,
    edit: async () => (await import('../features/categories/category-edit-page.tsx')).CategoryEditPage,
    lifecycle: async () => (await import('../features/categories/category-screens.ts')).categoryScreens,
  }),
  resourceRoutes(
    'maps',
    {
      list: async () => (await import('../features/places/map-list-page.tsx')).MapListPage,
      create: async () => (await import('../features/places/map-create-page.tsx')).MapCreatePage,
      edit: async () => (await import('../features/places/map-edit-page.tsx')).MapEditPage,
      lifecycle: async () => (await import('../features/places/map-screens.ts')).mapScreens,
    },
    [
      {
        path: 'import',
        lazy: async () => ({
          Component: (await import('../features/places/map-import-page.tsx')).MapImportPage,
        }),
      },
    ],
  ),
];

// Every screen is its own chunk (route `lazy`), so the admin pages never download the public map's code.
export const router = createBrowserRouter(
  [
    // The map alone, for other sites to frame: none of the site's header or admin links (decision 0032).
    {
      path: 'embed',
      errorElement: <RouteError />,
      HydrateFallback: () => <LoadingState label={m.loading()} />,
      loader: () => publicMapLoader(queryClient),
      lazy: async () => ({
        Component: (await import('../features/home/embed-map-page.tsx')).EmbedMapPage,
      }),
    },
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      HydrateFallback: () => <LoadingState label={m.loading()} />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              // The loader starts the map's data fetches while the map's code chunk downloads.
              loader: () => publicMapLoader(queryClient),
              lazy: async () => ({
                Component: (await import('../features/home/public-map-page.tsx')).PublicMapPage,
              }),
            },
            {
              path: 'print',
              // The public data as the map page loads it; the print view is its own chunk.
              loader: () => publicMapLoader(queryClient),
              lazy: async () => ({
                Component: (await import('../features/home/print-page.tsx')).PrintPage,
              }),
            },
            {
              // The regency's public page: every village of this deployment (issue 35).
              path: 'kabupaten',
              loader: () => regencyPageLoader(queryClient),
              lazy: async () => ({
                Component: (await import('../features/regency/regency-public-page.tsx')).RegencyPublicPage,
              }),
            },
            {
              path: 'lapor',
              lazy: async () => ({
                Component: (await import('../features/reports/report-page.tsx')).ReportPage,
              }),
            },
            {
              path: 'lapor/:code',
              lazy: async () => ({
                Component: (await import('../features/reports/track-page.tsx')).TrackPage,
              }),
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
                ...ADMIN_RESOURCES,
                {
                  path: 'account/password',
                  lazy: async () => ({
                    Component: (await import('../features/account/change-password-page.tsx'))
                      .ChangePasswordPage,
                  }),
                },
                {
                  path: 'reports',
                  lazy: async () => ({
                    Component: (await import('../features/reports/reports-admin-page.tsx')).ReportsAdminPage,
                  }),
                },
                {
                  path: 'activity',
                  lazy: async () => ({
                    Component: (await import('../features/activity/activity-page.tsx')).ActivityPage,
                  }),
                },
                {
                  path: 'settings',
                  lazy: async () => ({
                    Component: (await import('../features/settings/settings-page.tsx')).SettingsPage,
                  }),
                },
                {
                  path: 'regency',
                  lazy: async () => ({
                    Component: (await import('../features/regency/regency-page.tsx')).RegencyPage,
                  }),
                },
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
  ],
  // A village reached under /desa/{slug}/ routes below it (decision 0055).
  { basename: SITE_BASE || undefined },
);

/** `/admin` and everything below it, but not `/administrasi`. Pure. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The Users Management menu stands for these screens, so it is highlighted on any of them. */
export const USERS_MANAGEMENT_PATHS = ['/admin/permissions', '/admin/roles', '/admin/users'] as const;

export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

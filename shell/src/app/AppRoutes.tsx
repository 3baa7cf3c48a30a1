import { Route, Routes } from 'react-router';
import { HomeRoute } from '../auth/HomeRoute';
import { RequireAuth } from '../auth/RequireAuth';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { SettingsPage } from '../settings/SettingsPage';
import { PUBLIC_ROUTES, SETTINGS, SIGNED_IN_ROUTES, type RemoteRoute } from './remote-routes';

/** A remote's page at its path, its child routes rendered in its <Outlet />. */
function remoteRoute({ path, page, label, fallback, children }: RemoteRoute) {
  return (
    <Route key={path} path={path} element={<RemotePage id={page} label={label} fallback={fallback} />}>
      {children?.map(remoteRoute)}
    </Route>
  );
}

/**
 * Every route of the app. The shell owns the whole table, child routes included (the remotes' pages are listed in
 * remote-routes.ts); each page comes from the remote that owns it, and a parent page renders its children in an
 * <Outlet />.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />

      <Route element={<PublicLayout />}>
        {PUBLIC_ROUTES.map(remoteRoute)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route element={<AppLayout />}>
        <Route element={<RequireAuth />}>
          {SIGNED_IN_ROUTES.map(remoteRoute)}
          <Route path={SETTINGS.path} element={<SettingsPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

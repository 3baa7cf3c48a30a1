import { ACCOUNTS_SIDEBAR, PUBLIC_ROUTES, SETTINGS, SIGNED_IN_ROUTES, type RemoteRoute } from '../app/remote-routes';
import { loadRemotePage, type RemotePageId } from './remote-page-loader';

interface PathPages {
  pattern: RegExp;
  pages: RemotePageId[];
  /** Whether the path has a `:name` segment, which react-router ranks below a literal one (`default` before `:id`). */
  dynamic: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A react-router path as a regular expression over a pathname: `:name` one segment, a trailing `*` any rest. */
function pathPattern(path: string): RegExp {
  const rest = path.endsWith('/*');
  const segments = (rest ? path.slice(0, -2) : path).split('/').filter(Boolean);
  const source = segments.map((segment) => '/' + (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('');
  return new RegExp(`^${source}${rest ? '(?:/.*)?' : ''}$`);
}

/** Every route with its full path, opening its own page after its parents'. */
function pathPages(routes: readonly RemoteRoute[], parentPath = '', parentPages: RemotePageId[] = []): PathPages[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : `${parentPath}/${route.path}`;
    const pages = [...parentPages, route.page];
    return [
      { pattern: pathPattern(path), pages, dynamic: path.includes('/:') },
      ...pathPages(route.children ?? [], path, pages),
    ];
  });
}

/** The remote pages each path of AppRoutes opens with, literal paths first, as react-router ranks them. */
const ROUTE_REMOTES = [
  ...pathPages([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]),
  { pattern: pathPattern(SETTINGS.path), pages: SETTINGS.sections.map(({ page }) => page), dynamic: false },
].sort((a, b) => Number(a.dynamic) - Number(b.dynamic));
const SIDEBAR_PATTERN = pathPattern(ACCOUNTS_SIDEBAR.path);

/** The remote pages a path opens with (the accounts sidebar included), so that their downloads start with the session. */
export function remotePagesFor(pathname: string): RemotePageId[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = ROUTE_REMOTES.find(({ pattern }) => pattern.test(path));
  if (!route) return [];
  return SIDEBAR_PATTERN.test(path) ? [...route.pages, ACCOUNTS_SIDEBAR.page] : route.pages;
}

/** Starts loading the opened path's remote pages; a failure waits for the page, which shows it with its Retry. */
export function preloadRoutePages(pathname: string): void {
  for (const id of remotePagesFor(pathname)) loadRemotePage(id).catch(() => undefined);
}

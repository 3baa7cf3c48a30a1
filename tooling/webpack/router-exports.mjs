// @ts-check
// Every name the apps import from `react-router`. The shared react-router is tree-shaken down to these names, in the
// shell and in every remote, so a name missing here is missing at run time ("useSearchParams is not a function"):
// tooling/test/router-exports.test.mjs checks every app's imports against this list. Apps import from `react-router`
// only (React Router v7's advice): `react-router-dom` re-exports it whole, and that re-export defeats the trimming.
export const routerExports = [
  'BrowserRouter',
  'Link',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useOutlet',
  'useParams',
  'useSearchParams',
];

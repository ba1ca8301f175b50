/**
 * Why a facade: Module Federation shares a package as a whole, and react-router's entry point
 * carries its data routers, server rendering and cookie helpers (about 60 KB gzip). Sharing this
 * module instead gives every app one router instance (one set of contexts) and lets the bundler keep
 * only what is listed here. Apps import routing from here, never from react-router directly (the
 * linter enforces it); add a name here when an app needs one.
 */

export type { NavigateFunction, SetURLSearchParams } from 'react-router';
export {
  BrowserRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { Link, type LinkProps } from './link.tsx';

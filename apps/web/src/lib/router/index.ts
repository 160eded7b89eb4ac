/**
 * The app's router: the part of react-router's API the app uses, in a few KB (decision 0052).
 * Paths match as react-router matches them (ranked, case-insensitive, a final slash optional).
 */
export { Link, NavLink, Navigate, type LinkProps } from './links';
export {
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
  type SetSearchParams,
} from './hooks';
export { Outlet, Route, Routes } from './render-matches';
export { MemoryRouter, RouterProvider } from './RouterProvider';
export { createBrowserRouter, type Blocker, type BlockerFunction, type Router } from './router';
export type { RouteObject, Params } from './match-routes';
export type { Location, To } from './path';

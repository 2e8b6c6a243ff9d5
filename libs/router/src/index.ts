// What the apps import from 'react-router-dom', and nothing more. The webpack configs resolve
// 'react-router-dom' to this file and module federation shares it as the page's one router: shared
// as a whole, react-router-dom put all of React Router (data routers, server rendering, cookie
// parsing) into every first view, about 60 KB gzip; these exports build to about 14 KB.
// A name the apps need and this file lacks fails their webpack build (exportsPresence: 'error').
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, NavigationType, To } from 'react-router';

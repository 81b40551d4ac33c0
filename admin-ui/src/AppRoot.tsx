import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App, BASENAME } from './App';

// react-admin 5 creates a hash router unless it is already inside one. A data router (not a plain
// <BrowserRouter>) keeps its useBlocker-based features working. The router gets no basename of its
// own: <Admin basename> prefixes every react-admin link, so both would double the prefix.
const router = createBrowserRouter([{ path: `${BASENAME}/*`, element: <App /> }]);

/** The whole back office: react-admin and every page. */
export const AppRoot = () => <RouterProvider router={router} />;

import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { type Chunk, ChunkView, chunk } from './chunk';
import {
  chunkLoader,
  homeLoader,
  mainLoader,
  notFoundLoader,
  rootLoader,
  screenLoader,
  testIndexLoader,
  userIndexLoader,
} from './loaders';
import { PageLoading } from './PageLoading';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';
import { ScreenView } from './ScreenView';

// Every page is its own chunk: the login page loads no code of the signed-in screens.
const userLayout = chunk(() => import('../pages/user/UserLayout'));
const loginPage = chunk(() => import('../pages/user/login/LoginPage'));
const registerPage = chunk(() => import('../pages/user/register/RegisterPage'));
const registerResultPage = chunk(() => import('../pages/user/register/RegisterResultPage'));
const userRegisterPage = chunk(() => import('../pages/user/register/UserRegisterPage'));
const recoverPage = chunk(() => import('../pages/user/recover/RecoverPage'));
const testHomePage = chunk(() => import('../pages/TestHomePage'));
const notFoundPage = chunk(() => import('../pages/NotFoundPage'));
const mainShell = chunk(() => import('../shell/MainShell'));

function page(path: string, view: Chunk<object>): RouteObject {
  return { path, loader: chunkLoader(view), element: <ChunkView chunk={view} /> };
}

/**
 * The routes (spec 000 §2.1). Fixed: /user/* (login layout), /test (its child home), /404. Everything else
 * is resolved by the main layout's splat route through the route tree built from the server's
 * menu; `rootLoader` guards every navigation (it revalidates each time).
 */
export const ROUTES: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    loader: rootLoader,
    shouldRevalidate: () => true,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        path: 'user',
        loader: chunkLoader(userLayout),
        element: <ChunkView chunk={userLayout} />,
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: userIndexLoader },
          page('login', loginPage),
          page('register', registerPage),
          page('register-result', registerResultPage),
          page('userRegister', userRegisterPage),
          page('recover', recoverPage),
          { path: '*', loader: notFoundLoader },
        ],
      },
      { path: 'test', children: [{ index: true, loader: testIndexLoader }, page('home', testHomePage)] },
      page('404', notFoundPage),
      {
        id: 'main',
        loader: mainLoader(mainShell),
        element: <ChunkView chunk={mainShell} />,
        children: [
          {
            ErrorBoundary: RouteError,
            Component: Outlet,
            children: [
              { index: true, loader: homeLoader, Component: ScreenView },
              { path: '*', loader: screenLoader, Component: ScreenView },
            ],
          },
        ],
      },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(ROUTES);
}

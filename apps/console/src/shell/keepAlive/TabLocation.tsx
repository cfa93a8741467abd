import type { ReactNode } from 'react';
import { type Location, matchRoutes, Route, Routes, renderMatches } from 'react-router-dom';

/**
 * The location a kept screen reads (useLocation, useSearchParams, relative links): its own tab's,
 * never another tab's. `<Routes location>` gives it; `renderMatches` first starts a route tree of
 * its own with a splat route, under which descendant routes are allowed (under the shell's pathless
 * route react-router warns about them).
 */
export function TabLocation({ location, children }: { location: Location; children: ReactNode }) {
  const routes = [
    {
      path: '*',
      element: (
        <Routes location={location}>
          <Route path="*" element={children} />
        </Routes>
      ),
    },
  ];
  return renderMatches(matchRoutes(routes, location));
}

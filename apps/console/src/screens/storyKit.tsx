import type { Decorator, Parameters } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CONSOLE_RESOURCES } from '../i18n';

/**
 * What a console screen story needs besides the ui's providers and story kit (`@onsite/ui/testing`):
 * the console's texts and a router. `parameters.route` is the URL the story opens (filters in its
 * query), e.g. `/order/list?status=2`; the screen renders at any path.
 */
export const consoleStoryParameters: Parameters = { resources: CONSOLE_RESOURCES, layout: 'fullscreen' };

export const withConsoleRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

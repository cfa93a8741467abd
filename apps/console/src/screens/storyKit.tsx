import type { AnyCall } from '@onsite/api-client';
import { happyResolver, routeOf } from '@onsite/api-client/testing';
import type { Decorator, Parameters } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type Mock, within } from 'storybook/test';
import { CONSOLE_RESOURCES } from '../i18n';

/**
 * What every console screen story needs besides the ui's providers: the console's texts and a
 * router. `parameters.route` is the URL the story opens (filters in its query), e.g.
 * `/order/list?status=2`; the screen renders at any path.
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

/** How long a story waits for a first answer: the machines running the stories are shared and slow. */
export const SLOW = { timeout: 8000 } as const;

/** A button or tab name, allowing the space antd inserts between two Chinese characters. */
export function named(text: string): RegExp {
  const escaped = [...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${escaped.join('\\s*')}\\s*$`);
}

/** Queries over the whole page (dialogs, toasts and popconfirms are portalled). */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** An MSW handler answering `call` as usual and handing what the server received to `spy`. */
export function recording(call: AnyCall, spy: Mock) {
  return routeOf(call)(async (info) => {
    const url = new URL(info.request.url);
    const body = info.request.method === 'GET' ? undefined : await info.request.clone().json();
    spy(body ?? Object.fromEntries(url.searchParams));
    return happyResolver(call)(info);
  });
}

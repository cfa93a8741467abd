import { createApiClient } from '@onsite/api-client';
import type { Decorator } from '@storybook/react-vite';
import { OnsiteClientContext } from '../providers/OnsiteProvider/contexts';

/** The session token of {@link withSessionToken}: no URL a story's page asks for may contain it. */
export const STORY_SESSION_TOKEN = 'story-session-token';

const signedInClient = createApiClient({ baseURL: '/api', getToken: () => STORY_SESSION_TOKEN });

/**
 * Runs a story with a client holding a session token, as a signed-in app's does (the default story
 * client holds none), so a story can prove the token stays out of every URL (issue 14 item 8).
 */
export const withSessionToken: Decorator = (Story) => (
  <OnsiteClientContext.Provider value={signedInClient}>
    <Story />
  </OnsiteClientContext.Provider>
);

import { LOCALES, type Locale, type OnsiteUser } from '@onsite/ui';
import { StoryProviders, type StoryProvidersProps } from '@onsite/ui/testing';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

// findBy* and waitFor wait for an outcome, never time it: on a shared 2-core machine a validation
// message or an answer can take longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

/** D11: a user without a button list may use every button; a story narrows it with `parameters.user`. */
const STORY_USER: OnsiteUser = { userId: 2, userType: '00', buttons: [] };

/** Every story sits in the provider an app uses; the toolbar's locale is its first language. */
const withOnsiteProvider: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'zh-CN';
  const user =
    context.parameters.user === undefined ? STORY_USER : (context.parameters.user as OnsiteUser | null);
  // Console stories bring the console's namespace (`parameters.resources`); ui stories need none.
  const resources = context.parameters.resources as StoryProvidersProps['resources'];
  return (
    <StoryProviders key={locale} locale={locale} user={user} resources={resources}>
      <Story />
    </StoryProviders>
  );
};

const preview: Preview = {
  decorators: [withOnsiteProvider],
  loaders: [mswLoader()],
  initialGlobals: { locale: 'zh-CN' },
  globalTypes: {
    locale: {
      description: 'Language of every text (D1)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    // Every story is an accessibility test: axe violations fail the run. Under Vitest axe lists the
    // nodes of violations only (every rule still runs; passing rules keep one example node): listing
    // every passing node of a large form was half of a story's time (bench/README.md). Storybook's
    // panel keeps the full results.
    a11y: { test: 'error', options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {} },
    controls: { matchers: { date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;

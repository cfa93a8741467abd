import { createI18n, LOCALES, type Locale } from '@onsite/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { I18nextProvider } from 'react-i18next';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } as const;

const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale | undefined) ?? 'zh-CN';
  const i18n = createI18n({ locale });
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={{ token: { colorPrimary: '#1890FF' } }}>
        <App>
          <Story />
        </App>
      </ConfigProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withLocale],
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
    // Every story is an accessibility test: axe violations fail the run.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;

import { createApiClient } from '@onsite/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Col, Row } from 'antd';
import { expect, fn, within } from 'storybook/test';
import { ExceptionPage } from '../../shell/ExceptionPage';
import { LanguageSwitch, LOCALE_NAMES } from '../../shell/LanguageSwitch';
import { NoticeBell } from '../../shell/NoticeBell';
import { expectShown } from '../../testing/storyKit';
import { PagedTable } from '../../widgets/PagedTable';
import { LOCALES } from '../i18n';
import { useOnsiteClient } from './contexts';
import { OnsiteProvider } from './OnsiteProvider';

/** One provider per language, side by side, as four embedding apps would each set one up. */
function FourLanguages() {
  const client = useOnsiteClient();
  return (
    <Row gutter={[24, 24]}>
      {LOCALES.map((locale) => (
        <Col span={12} key={locale}>
          <section aria-label={LOCALE_NAMES[locale]} lang={locale}>
            <OnsiteProvider client={client} locale={locale} user={{ userId: 2, buttons: [] }}>
              <LanguageSwitch />
              <NoticeBell />
              <ExceptionPage status={404} onBackHome={fn()} />
              <PagedTable
                rowKey="id"
                columns={[{ title: 'ID', dataIndex: 'id' }]}
                dataSource={[{ id: 1 }]}
                total={1}
                onChange={fn()}
              />
            </OnsiteProvider>
          </section>
        </Col>
      ))}
    </Row>
  );
}

const meta = {
  title: 'Providers/OnsiteProvider',
  component: OnsiteProvider,
  render: () => <FourLanguages />,
  args: { client: createApiClient({ baseURL: '/api' }), children: null },
} satisfies Meta<typeof OnsiteProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXPECTED = {
  'zh-CN': { notFound: '页面不存在或仍在开发中', total: '共计 1 项条目', button: '返回首页' },
  'zh-TW': { notFound: '頁面不存在或仍在開發中', total: '共計 1 項條目', button: '返回首頁' },
  'en-US': {
    notFound: 'This page does not exist or is still being built',
    total: 'Total items: 1',
    button: 'Back to home',
  },
  'pt-BR': {
    notFound: 'Esta página não existe ou ainda está em desenvolvimento',
    total: 'Total de itens: 1',
    button: 'Voltar ao início',
  },
} as const;

/**
 * D1: every widget's texts, and antd's own, in each of the four languages; each provider shows
 * its content once its language is loaded (en-US at once, the others as chunks, issue 19).
 */
export const InAllFourLanguages: Story = {
  play: async ({ canvasElement }) => {
    for (const locale of LOCALES) {
      const region = within(within(canvasElement).getByRole('region', { name: LOCALE_NAMES[locale] }));
      await expectShown(region.findByText(EXPECTED[locale].notFound));
      await expect(region.getByText(EXPECTED[locale].total)).toBeVisible();
      await expect(region.getByRole('button', { name: EXPECTED[locale].button })).toBeVisible();
    }
  },
};

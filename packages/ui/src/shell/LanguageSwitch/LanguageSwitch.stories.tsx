import type { Meta, StoryObj } from '@storybook/react-vite';
import { Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { LOCALE_STORAGE_KEY } from '../../providers/i18n';
import { useLocale } from '../../providers/OnsiteProvider';
import { Greeting } from '../Greeting';
import { LanguageSwitch } from './LanguageSwitch';

/** Menus, popovers and toasts animate in: on a busy machine that may take a while. */
const SETTLE = { timeout: 5000 };

/** The switch beside a ui text, antd texts and a dayjs date, so a switch shows all of them change. */
function SwitchWithTexts() {
  // A component that formats dates follows the language through useLocale (or useTranslation).
  useLocale();
  return (
    <Flex vertical gap={16} align="start">
      <LanguageSwitch />
      <Greeting hour={9} name="张三" />
      <Typography.Text>{dayjs('2024-01-01').format('dddd, MMMM D')}</Typography.Text>
      <Empty />
    </Flex>
  );
}

const meta = {
  title: 'Shell/LanguageSwitch',
  component: LanguageSwitch,
  render: () => <SwitchWithTexts />,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A key press as the browser sends it. antd's menus (rc-menu) reads the legacy `which`
 * code, which user-event leaves out.
 */
function pressKey(canvasElement: HTMLElement, key: string, which: number) {
  const target = canvasElement.ownerDocument.activeElement ?? canvasElement;
  fireEvent.keyDown(target, { key, code: key, keyCode: which, which });
  fireEvent.keyUp(target, { key, code: key, keyCode: which, which });
}

async function openMenu(canvasElement: HTMLElement, buttonName: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: buttonName }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible(), SETTLE);
  return menu;
}

async function pick(canvasElement: HTMLElement, buttonName: string, language: string) {
  const menu = await openMenu(canvasElement, buttonName);
  await userEvent.click(within(menu).getByRole('menuitem', { name: language }));
}

/** zh-CN: the button names the language; the menu offers the four, each named in itself. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, '语言：简体中文');
    await expect(menu).toHaveAccessibleName('语言');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['简体中文', '繁體中文', 'English', 'Português']);
  },
};

/** Switching changes the ui's texts, antd's and dayjs's locale, and is saved locally (D1). */
export const SwitchToEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '上午好，张三' })).toBeVisible();
    await expect(canvas.getByText('星期一, 一月 1')).toBeVisible();
    await pick(canvasElement, '语言：简体中文', 'English');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Good morning, 张三' })).toBeVisible());
    await expect(canvas.getByText('Monday, January 1')).toBeVisible();
    await expect(canvas.getByText('No data', { ignore: 'title' })).toBeVisible();
    await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  },
};

export const SwitchToPortugueseAndTraditionalChinese: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, 'Language: English', 'Português');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Bom dia, 张三' })).toBeVisible());
    await expect(canvas.getByText('segunda-feira, janeiro 1')).toBeVisible();
    await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');

    await pick(canvasElement, 'Idioma: Português', '繁體中文');
    await waitFor(() => expect(canvas.getByRole('heading', { name: '上午好，张三' })).toBeVisible());
    await expect(canvas.getByText('暫無資料', { ignore: 'title' })).toBeVisible();
    await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-TW');
  },
};

/** Keyboard only: focus the switch, open it, move to a language and choose it. */
export const FromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '语言：简体中文' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '简体中文' })).toHaveFocus());
    pressKey(canvasElement, 'ArrowDown', 40);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '繁體中文' })).toHaveFocus());
    pressKey(canvasElement, 'ArrowDown', 40);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveFocus());
    pressKey(canvasElement, 'Enter', 13);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Good morning, 张三' })).toBeVisible());
  },
};

/** A narrow header shows the globe alone: its name and a tooltip still say the language, and it still switches. */
export const GlobeOnly: Story = {
  render: () => <LanguageSwitch showName={false} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '语言：简体中文' });
    await expect(button).not.toHaveTextContent('简体中文');
    await userEvent.hover(button);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('语言：简体中文'), SETTLE);
    await pick(canvasElement, '语言：简体中文', 'English');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Language: English' }),
    ).toBeVisible();
  },
};

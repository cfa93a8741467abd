import { contract } from '@onsite/api-client';
import { businessErrorHandler, createHandlers, slowHandler } from '@onsite/api-client/testing';
import type { UserPreferences } from '@onsite/domain';
import { LAYOUT_SETTINGS_DEFAULTS, LAYOUT_SETTINGS_STORAGE_KEY, LOCALE_STORAGE_KEY } from '@onsite/ui';
import { dialogNamed, expectShown, expectToast, named, page, recording, SLOW } from '@onsite/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TABLE_DENSITY_STORAGE_KEY, useLayoutStore } from '../../../stores/layoutStore';
import { consoleStoryParameters, withConsoleRouter } from '../../storyKit';
import CustomSettingsScreen from './CustomSettingsScreen';

const saved = fn();

/** A copy the server keeps for the signed-in user. */
const SERVER_COPY: UserPreferences = {
  locale: 'zh-CN',
  tableDensity: 'medium',
  layout: { ...LAYOUT_SETTINGS_DEFAULTS, navTheme: 'light', primaryColor: '#722ED1' },
};

const answering = (data: UserPreferences | null) =>
  http.get(`*/api${contract.system.user.preferences.path}`, () =>
    HttpResponse.json({ code: 0, msg: '操作成功', data }),
  );

/** The screen writes the browser's cache (D28): each story starts from, and leaves, a clean one. */
function cleanCache() {
  for (const key of [LAYOUT_SETTINGS_STORAGE_KEY, TABLE_DENSITY_STORAGE_KEY]) localStorage.removeItem(key);
  useLayoutStore.getState().reset();
}

const meta = {
  title: 'Console/Account/CustomSettingsScreen',
  component: CustomSettingsScreen,
  decorators: [withConsoleRouter],
  parameters: { ...consoleStoryParameters, msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    saved.mockClear();
    const locale = localStorage.getItem(LOCALE_STORAGE_KEY);
    cleanCache();
    msw.use(answering(SERVER_COPY), recording(contract.system.user.savePreferences, saved));
    return () => {
      cleanCache();
      if (locale === null) localStorage.removeItem(LOCALE_STORAGE_KEY);
      else localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    };
  },
} satisfies Meta<typeof CustomSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the server's copy is on its way, the screen says it is loading. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(slowHandler(contract.system.user.preferences, Number.POSITIVE_INFINITY));
  },
  play: async ({ canvasElement }) => {
    await expectShown(page(canvasElement).findByRole('status', { name: '正在加载个性化设置…' }, SLOW));
  },
};

/** The server's copy fills the form: language, density and the ten layout settings of spec 000 §9. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('radio', { name: '中等' }, SLOW)).toBeChecked();
    await expect(screen.getByRole('combobox', { name: '语言' })).toBeVisible();
    await expect(screen.getByText('简体中文')).toBeVisible();
    await expect(screen.getByRole('radio', { name: '亮色菜单风格' })).toBeChecked();
    await expect(screen.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('switch', { name: '多页签模式' })).toBeChecked();
    // Nothing applies before 保存.
    await userEvent.click(screen.getByRole('radio', { name: '紧凑' }));
    await expect(useLayoutStore.getState().tableDensity).toBe('large');
  },
};

/** 保存 sends the whole preferences, says 保存成功 and applies them at once. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: '紧凑' }, SLOW));
    await userEvent.click(screen.getByRole('switch', { name: '多页签模式' }));
    await userEvent.click(screen.getByRole('radio', { name: '顶部菜单布局' }));
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    const expected = {
      ...SERVER_COPY,
      tableDensity: 'small',
      layout: { ...SERVER_COPY.layout, multiTab: false, layout: 'top' },
    };
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expected));
    await expectToast(canvasElement, '保存成功');
    await expect(useLayoutStore.getState()).toMatchObject({
      tableDensity: 'small',
      settings: expected.layout,
    });
  },
};

/** Nothing saved yet: the form shows what this browser shows; a language picked is saved with the rest. */
export const NothingSavedYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answering(null));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('radio', { name: '默认' }, SLOW)).toBeChecked();
    await expect(screen.getByRole('radio', { name: '暗色菜单风格' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        locale: 'zh-CN',
        tableDensity: 'large',
        layout: LAYOUT_SETTINGS_DEFAULTS,
      }),
    );
    await expectToast(canvasElement, '保存成功');
  },
};

/** A refusal shows the server's message; nothing is applied. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(contract.system.user.savePreferences, '偏好设置不合法'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('radio', { name: '紧凑' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: named('保存') }));
    await expectToast(canvasElement, '偏好设置不合法');
    await expect(useLayoutStore.getState().tableDensity).toBe('large');
    // The choice stays on the form, to try again.
    await expect(screen.getByRole('radio', { name: '紧凑' })).toBeChecked();
  },
};

/** 恢复默认 asks first; confirmed, it saves the defaults of spec 000 §9 and keeps the language. */
export const RestoreDefaults: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: named('恢复默认') }, SLOW));
    const dialog = await dialogNamed(canvasElement, '恢复默认设置？');
    await expect(dialog.getByText(/语言保持不变/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: named('恢复默认') }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        locale: 'zh-CN',
        tableDensity: 'large',
        layout: LAYOUT_SETTINGS_DEFAULTS,
      }),
    );
    await expectToast(canvasElement, '保存成功');
    await expect(screen.getByRole('radio', { name: '暗色菜单风格' })).toBeChecked();
  },
};

/** The server's copy could not be read: the failure and a retry, no form to save over it. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(contract.system.user.preferences, '服务暂时不可用'));
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByText('个性化设置加载失败', {}, SLOW));
    await expect(screen.getByText('服务暂时不可用')).toBeVisible();
    await expect(screen.queryByRole('button', { name: named('保存') })).not.toBeInTheDocument();
  },
};

/** D1: the screen in English. */
export const InEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('radio', { name: 'Medium' }, SLOW)).toBeChecked();
    await expect(screen.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Restore defaults' })).toBeVisible();
  },
};

import { LOCALES } from '@onsite/ui';
import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../../server/src/seed/menus';
import { keysOf, placeholdersOf, valueAt } from './catalogueShape';
import { CONSOLE_CATALOGUES } from './index';

interface SeedMenu {
  key: string;
  name: string;
  children?: readonly SeedMenu[];
}

const reference = keysOf(CONSOLE_CATALOGUES['zh-CN']);

describe('the console catalogues (D1)', () => {
  it.each(LOCALES)('%s has every key of zh-CN and no other, each a non-empty text', (locale) => {
    const catalogue = CONSOLE_CATALOGUES[locale];
    expect(keysOf(catalogue).sort()).toEqual([...reference].sort());
    for (const key of reference) {
      const value = valueAt(catalogue, key);
      expect(typeof value === 'string' && value.trim() !== '', `${locale} ${key}`).toBe(true);
    }
  });

  it.each(LOCALES)('%s keeps the interpolation placeholders of zh-CN', (locale) => {
    for (const key of reference) {
      expect(placeholdersOf(valueAt(CONSOLE_CATALOGUES[locale], key)), `${locale} ${key}`).toEqual(
        placeholdersOf(valueAt(CONSOLE_CATALOGUES['zh-CN'], key)),
      );
    }
  });

  it('holds the spec texts verbatim in zh-CN (spec 000 §8, §9, §5)', () => {
    const zhCN = CONSOLE_CATALOGUES['zh-CN'];
    expect(zhCN.errors.systemError).toBe('系统错误，请稍后再试');
    expect(zhCN.errors.sessionExpired).toBe('登录超时，请重新登录');
    expect(zhCN.errors.userInfoTitle).toBe('错误');
    expect(zhCN.errors.userInfoText).toBe('请求用户信息失败，请重试');
    expect(zhCN.notification).toEqual({ later: '稍后处理', now: '立即处理' });
    expect(zhCN.password.rule).toBe('请输入8位以上密码，必须包含数字、字母、英文特殊字符');
    expect(zhCN.password.mismatch).toBe('两次密码不一致!');
  });

  it("translates every menu the reference server seeds; the zh-CN title is the server's name", () => {
    const entries = (menus: readonly SeedMenu[]): SeedMenu[] =>
      menus.flatMap((menu) => [menu, ...entries(menu.children ?? [])]);
    const menuTitles: Readonly<Record<string, string>> = CONSOLE_CATALOGUES['zh-CN'].menu;
    for (const menu of entries(MENU_TREE)) {
      expect(menuTitles[menu.key], menu.key).toBe(menu.name);
    }
  });
});

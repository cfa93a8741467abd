import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@onsite/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OnsiteProvider } from '../OnsiteProvider';
import { useAppFeedback } from './AppFeedbackProvider';
import { type AppFeedbackApi, createLazyFeedback } from './lazyFeedback';

function fakeApi(calls: string[]): AppFeedbackApi {
  const close = Object.assign(() => calls.push('closed'), {
    // biome-ignore lint/suspicious/noThenProperty: antd's message answer is a thenable.
    then: (resolve: (value: boolean) => void) => resolve(true),
  });
  const success = (text: string) => {
    calls.push(`message ${text}`);
    return close;
  };
  const confirm = ({ title }: { title: string }) => {
    calls.push(`confirm ${title}`);
    return { destroy: () => calls.push('destroyed') };
  };
  return {
    message: { success },
    notification: { info: ({ title }: { title: string }) => calls.push(`notification ${title}`) },
    modal: { confirm },
  } as unknown as AppFeedbackApi;
}

describe('the feedback APIs before antd’s App is loaded', () => {
  it('ask for it once, then make the waiting calls in order when it arrives', () => {
    const load = vi.fn();
    const feedback = createLazyFeedback(load);
    void feedback.api.message.success('已保存');
    feedback.api.notification.info({ title: '新订单' });
    feedback.api.modal.confirm({ title: '确定删除吗？' });
    expect(load).toHaveBeenCalled();
    const calls: string[] = [];
    feedback.connect(fakeApi(calls));
    expect(calls).toEqual(['message 已保存', 'notification 新订单', 'confirm 确定删除吗？']);
    void feedback.api.message.success('再次');
    expect(calls.at(-1)).toBe('message 再次');
  });

  it('closes what was closed before it could show, and resolves with the real answer', async () => {
    const feedback = createLazyFeedback(() => undefined);
    const hide = feedback.api.message.success('上传中');
    const dialog = feedback.api.modal.confirm({ title: '确定吗？' });
    hide();
    dialog.destroy();
    const calls: string[] = [];
    feedback.connect(fakeApi(calls));
    expect(calls).toEqual(['message 上传中', 'closed', 'confirm 确定吗？', 'destroyed']);
    await expect(Promise.resolve(hide)).resolves.toBe(true);
  });
});

function SaveButton() {
  const { message } = useAppFeedback();
  return (
    <button type="button" onClick={() => void message.success('保存成功')}>
      保存
    </button>
  );
}

describe('useAppFeedback inside OnsiteProvider', () => {
  it('shows a message on the first call, once antd’s holders have loaded', async () => {
    const client = createApiClient({ baseURL: 'http://onsite.test/api' });
    render(
      <OnsiteProvider client={client} user={null} defaultLocale="zh-CN">
        <SaveButton />
      </OnsiteProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('refuses to work outside OnsiteProvider, saying so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow('useAppFeedback() is used outside OnsiteProvider');
  });
});

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = ['../..', '../../../../../apps/console/src'].map((dir) => path.join(HERE, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the house rule', () => {
  it('no component reads antd’s App context: OnsiteProvider renders no App, useAppFeedback gives its APIs', () => {
    const offenders = SOURCES.flatMap(sourceFiles).filter(
      (file) => path.dirname(file) !== HERE && /\bApp\.useApp\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

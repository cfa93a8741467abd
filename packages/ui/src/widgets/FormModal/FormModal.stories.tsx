import { contract } from '@onsite/api-client';
import {
  businessErrorHandler,
  createHandlers,
  happyResolver,
  networkErrorHandler,
  routeOf,
} from '@onsite/api-client/testing';
import type { DictType } from '@onsite/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useOnsiteClient } from '../../providers/OnsiteProvider';
import { dialogNamed, expectToast, named, page, recording, SLOW } from '../../testing/storyKit';
import { FormModal } from './FormModal';

const { type: dictType } = contract.system.dict;
const sent = fn();

type DictTypeValues = Pick<DictType, 'dictName' | 'dictType' | 'status'>;

/** The rows a person may edit in the example; 新增 starts from the defaults. */
const ROWS = [
  { dictId: 1, dictName: '安装类型', dictType: 'install_type', status: '0' },
  { dictId: 2, dictName: '订单状态', dictType: 'order_status', status: '1' },
] as const;
const DEFAULTS: Partial<DictTypeValues> = { status: '0' };

type Editing = { row: (typeof ROWS)[number] | undefined; values: Partial<DictTypeValues> };

interface DictTypeDialogExampleProps {
  /** After a save: the example closes the dialog, as a screen would, and reports it. */
  onSaved: (result: unknown) => void;
}

/** A dictionary-type screen's dialog: the fields are FormModal's children, the call is the caller's. */
function DictTypeDialogExample({ onSaved }: DictTypeDialogExampleProps) {
  const client = useOnsiteClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;
  return (
    <>
      <Space>
        <Button onClick={() => setEditing({ row: undefined, values: DEFAULTS })}>新增</Button>
        {ROWS.map((candidate) => (
          <Button key={candidate.dictId} onClick={() => setEditing({ row: candidate, values: candidate })}>
            {`修改${candidate.dictName}`}
          </Button>
        ))}
      </Space>
      <FormModal<DictTypeValues>
        open={editing !== null}
        title={row ? '修改字典类型' : '新增字典类型'}
        name="dictTypeExample"
        initialValues={editing?.values}
        onSubmit={(values) => {
          const fields = { ...values, dictName: values.dictName.trim(), remark: '' };
          return row
            ? client.system.dict.type.edit({ dictId: row.dictId, ...fields })
            : client.system.dict.type.add(fields);
        }}
        successText={row ? '修改成功' : '新增成功'}
        onSaved={(result) => {
          setEditing(null);
          onSaved(result);
        }}
        onCancel={() => setEditing(null)}
      >
        <Form.Item
          name="dictName"
          label="字典名称"
          rules={[{ required: true, whitespace: true, message: '请输入字典名称' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="dictType"
          label="字典类型"
          rules={[{ required: true, whitespace: true, message: '请输入字典类型' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group
            options={[
              { value: '0', label: '正常' },
              { value: '1', label: '停用' },
            ]}
          />
        </Form.Item>
      </FormModal>
    </>
  );
}

const meta = {
  title: 'Widgets/FormModal',
  component: DictTypeDialogExample,
  args: { onSaved: fn() },
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    sent.mockClear();
    msw.use(recording(dictType.add, sent), recording(dictType.edit, sent));
  },
} satisfies Meta<typeof DictTypeDialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog through the button of that name. */
async function open(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(page(canvasElement).getByRole('button', { name: named(button) }));
  return dialogNamed(canvasElement, title);
}

/** A field's message, once its animation has run. */
async function shown(dialog: Awaited<ReturnType<typeof dialogNamed>>, text: string) {
  const element = await dialog.findByText(text, {}, SLOW);
  await waitFor(() => expect(element).toBeVisible(), SLOW);
}

/** The dialog closed (its closing animation ran). */
async function closed(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), SLOW);
}

/** 确定 with nothing filled in: each field says what is missing, nothing is sent, the dialog stays. */
export const ValidationStopsTheSave: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, '新增', '新增字典类型');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await shown(dialog, '请输入字典名称');
    await shown(dialog, '请输入字典类型');
    await expect(sent).not.toHaveBeenCalled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText('字典名称')).toBeVisible();
  },
};

let releaseSave: () => void = () => undefined;

/** A valid form is sent with the OK button busy until the answer; 新增成功, then onSaved with the new id. */
export const SavedThenClosed: Story = {
  beforeEach: ({ msw }) => {
    const answered = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    msw.use(
      routeOf(dictType.add)(async (info) => {
        sent(await info.request.clone().json());
        await answered;
        return happyResolver(dictType.add)(info);
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, '新增', '新增字典类型');
    await userEvent.type(dialog.getByLabelText('字典名称'), ' 发票类型 ');
    await userEvent.type(dialog.getByLabelText('字典类型'), 'invoice_kind');
    const ok = dialog.getByRole('button', { name: named('确定') });
    await userEvent.click(ok);
    await waitFor(
      () =>
        expect(sent).toHaveBeenCalledWith({
          dictName: '发票类型',
          dictType: 'invoice_kind',
          status: '0',
          remark: '',
        }),
      SLOW,
    );
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'), SLOW);
    await expect(args.onSaved).not.toHaveBeenCalled();
    releaseSave();
    await expectToast(canvasElement, '新增成功');
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.any(Number)), SLOW);
    await closed(canvasElement);
  },
};

/** A refusal shows the server's message; the dialog stays open with what was typed, onSaved is not called. */
export const RefusedStaysOpen: Story = {
  beforeEach: ({ msw }) => {
    msw.use(businessErrorHandler(dictType.edit, '字典类型已存在'));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, '修改安装类型', '修改字典类型');
    await waitFor(() => expect(dialog.getByLabelText('字典名称')).toHaveValue('安装类型'), SLOW);
    await userEvent.clear(dialog.getByLabelText('字典类型'));
    await userEvent.type(dialog.getByLabelText('字典类型'), 'order_status');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '字典类型已存在');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText('字典类型')).toHaveValue('order_status');
    await expect(dialog.getByRole('button', { name: named('确定') })).not.toHaveClass('ant-btn-loading');
  },
};

/** No answer at all (network): the system error of the list texts, and the dialog stays open. */
export const NetworkFailureStaysOpen: Story = {
  beforeEach: ({ msw }) => {
    msw.use(networkErrorHandler(dictType.add));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, '新增', '新增字典类型');
    await userEvent.type(dialog.getByLabelText('字典名称'), '发票类型');
    await userEvent.type(dialog.getByLabelText('字典类型'), 'invoice_kind');
    await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
    await expectToast(canvasElement, '系统错误，请稍后再试');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(dialog.getByLabelText('字典名称')).toHaveValue('发票类型');
  },
};

/**
 * Each opening shows that opening's values: what was typed before 取消 is gone, another row shows its
 * own values, and 新增 starts from the defaults again.
 */
export const ReopenShowsFreshValues: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await open(canvasElement, '修改安装类型', '修改字典类型');
    await waitFor(() => expect(dialog.getByLabelText('字典名称')).toHaveValue('安装类型'), SLOW);
    await userEvent.type(dialog.getByLabelText('字典名称'), '（草稿）');
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await closed(canvasElement);

    dialog = await open(canvasElement, '修改订单状态', '修改字典类型');
    await waitFor(() => expect(dialog.getByLabelText('字典名称')).toHaveValue('订单状态'), SLOW);
    await expect(dialog.getByLabelText('字典类型')).toHaveValue('order_status');
    await expect(dialog.getByRole('radio', { name: '停用' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await closed(canvasElement);

    dialog = await open(canvasElement, '修改安装类型', '修改字典类型');
    await waitFor(() => expect(dialog.getByLabelText('字典名称')).toHaveValue('安装类型'), SLOW);
    await userEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await closed(canvasElement);

    dialog = await open(canvasElement, '新增', '新增字典类型');
    await waitFor(() => expect(dialog.getByLabelText('字典名称')).toHaveValue(''), SLOW);
    await expect(dialog.getByLabelText('字典类型')).toHaveValue('');
    await expect(dialog.getByRole('radio', { name: '正常' })).toBeChecked();
    await expect(within(page(canvasElement).getByRole('dialog')).queryByText('请输入字典名称')).toBeNull();
    await expect(sent).not.toHaveBeenCalled();
  },
};

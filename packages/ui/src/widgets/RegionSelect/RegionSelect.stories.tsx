import { contract } from '@onsite/api-client';
import { createHandlers } from '@onsite/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form } from 'antd';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, expectShown, named, page, recording, SLOW } from '../../testing/storyKit';
import { RegionSelect } from './RegionSelect';

const NAMES = { province: 'provinceCode', city: 'cityCode', area: 'areaCode' } as const;
const submitted = fn();
const citiesAsked = fn();

/** The three levels in a form, as a create form or a query form places them. */
function RegionForm({ initial }: { initial?: Record<string, string> }) {
  return (
    <Form name="region" initialValues={initial} onFinish={submitted} style={{ maxWidth: 360 }}>
      <Form.Item name={NAMES.province} label="省份">
        <RegionSelect level="province" names={NAMES} placeholder="请选择省份" />
      </Form.Item>
      <Form.Item name={NAMES.city} label="城市">
        <RegionSelect level="city" names={NAMES} placeholder="请选择城市" />
      </Form.Item>
      <Form.Item name={NAMES.area} label="区县">
        <RegionSelect level="area" names={NAMES} placeholder="请选择区县" />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const meta = {
  title: 'Widgets/RegionSelect',
  component: RegionForm,
  parameters: { msw: { handlers: createHandlers() } },
  beforeEach: ({ msw }) => {
    submitted.mockClear();
    citiesAsked.mockClear();
    msw.use(recording(contract.basicdata.city.selectCityName, citiesAsked));
  },
} satisfies Meta<typeof RegionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Province, then city, then area: each level waits for the one above; the form gets the three codes. */
export const ChooseDownTheCascade: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const city = screen.getByRole('combobox', { name: '城市' });
    await expect(city).toBeDisabled();
    await chooseOption(await screen.findByRole('combobox', { name: '省份' }), '广东省');
    await waitFor(() => expect(citiesAsked).toHaveBeenCalledWith({ provinceCode: '440000' }), SLOW);
    await waitFor(() => expect(city).toBeEnabled());
    await chooseOption(city, '深圳市');
    await chooseOption(screen.getByRole('combobox', { name: '区县' }), '南山区');
    await userEvent.click(screen.getByRole('button', { name: named('提交') }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        provinceCode: '440000',
        cityCode: '440300',
        areaCode: '440305',
      }),
    );
  },
};

/** A new province clears the city and the area chosen under the old one. */
export const NewProvinceClearsBelow: Story = {
  args: { initial: { provinceCode: '440000', cityCode: '440300', areaCode: '440305' } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectShown(screen.findByTitle('南山区', {}, SLOW));
    await chooseOption(screen.getByRole('combobox', { name: '省份' }), '浙江省');
    await userEvent.click(screen.getByRole('button', { name: named('提交') }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({
        provinceCode: '330000',
        cityCode: undefined,
        areaCode: undefined,
      }),
    );
  },
};

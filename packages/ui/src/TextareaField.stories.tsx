import { checkAddress } from '@kyc/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale } from '../.storybook/locale';
import { TextareaField } from './TextareaField';

const meta = {
  title: 'Forms/TextareaField',
  component: TextareaField,
  args: { label: '地址', name: 'address', validate: checkAddress, rows: 3 },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredMessage: Story = {
  play: async ({ canvasElement, globals }) => {
    const area = within(canvasElement).getByRole('textbox', { name: '地址' });
    await userEvent.click(area);
    await userEvent.tab();
    await expect(area).toHaveAccessibleDescription(
      String(checkAddress('', { locale: storyLocale(globals) })),
    );
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Room 1601, Tower 3, Xunmei Technology Plaza, No. 8 Keyuan Road, Yuehai Subdistrict, Nanshan District, Shenzhen, Guangdong Province, China 广东省深圳市南山区粤海街道科苑路 8 号讯美科技广场 3 号楼 1601 室',
  },
};

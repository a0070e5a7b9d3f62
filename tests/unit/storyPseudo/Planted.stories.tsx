import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { Button } from '../../../src/design-system/Button/Button';

/**
 * Not a story of the Storybook (that reads stories/ only): the story file that
 * tests/unit/storyPseudo/storyData.test.ts checks the pseudo-locale check's story data against.
 */
const callBack = 'Rückruf anfordern';
const phoneField = 'Telefonnummer';

const meta = {
  title: 'Planted/Rückrufknopf',
  component: Button,
  args: { children: callBack },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChildren: Story = { render: (args) => <Button {...args}>Jetzt anrufen lassen</Button> };

export const Typed: Story = {
  name: 'Mit getippter Nummer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: phoneField }), 'Bitte abends zurückrufen');
  },
};

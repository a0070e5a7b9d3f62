import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextSlider } from '../../src/design-system/TextSlider/TextSlider';

const benefits = [
  'Kostenloser Versand ab 20 €',
  '30 Tage Rückgaberecht',
  'Über 550 Filialen in Deutschland',
  'Bequem auf Rechnung kaufen',
  '10 % Rabatt mit dem Newsletter',
];

/**
 * A horizontal strip of short texts wider than the screen (the header's benefits), with previous and
 * next buttons.
 *
 * **Rules:** a button scrolls by one visible width, smoothly unless motion is reduced; at either end its
 * button rests disabled; when everything fits, both do.
 *
 * **Accessibility:** a `section` named by its `label`; the buttons are named ("previous", "next") and use
 * `aria-disabled` so they keep focus. Links inside are reached with Tab and the strip scrolls to show
 * the focused one.
 */
// The header's benefit texts in a strip narrower than they are, so the buttons have work.
const meta = {
  title: 'Design system/TextSlider',
  component: TextSlider,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Unsere Vorteile',
    previousLabel: 'Vorherige Vorteile',
    nextLabel: 'Weitere Vorteile',
    children: benefits.map((text) => <span key={text}>{text}</span>),
  },
} satisfies Meta<typeof TextSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Benefits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Vorherige Vorteile' });
    const next = canvas.getByRole('button', { name: 'Weitere Vorteile' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // jsdom lays nothing out, so there the strip has no overflow and both buttons rest disabled;
    // in a browser the strip overflows and "next" moves it on.
    if (next.getAttribute('aria-disabled') === 'false') {
      await userEvent.click(next);
      await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
    }
  },
};

/** Items with links: Tab walks through them and the strip follows. */
export const WithLinks: Story = {
  args: {
    children: benefits.map((text) => (
      <a key={text} href="#vorteile">
        {text}
      </a>
    )),
  },
};

/** Everything fits: both buttons rest disabled. */
export const Fits: Story = {
  args: { children: benefits.slice(0, 1).map((text) => <span key={text}>{text}</span>) },
};

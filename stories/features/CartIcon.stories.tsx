import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartIcon } from '../../src/features/cart';

/**
 * The header's cart icon with its count badge and the mini cart. States come from the mock cart
 * service's scenarios (docs/services.md, "Scenarios").
 *
 * **Use:** once per page, at the end of the header bar; the reduced header of the checkout shows no
 * cart. The count badge shows the number of articles (not lines) and is hidden at 0. Removing a
 * line in the mini cart is drawn at once and can be undone for as long as its line shows the undo
 * link; the service's answer has the last word (docs/devtools.md, "A cart flow, step by step").
 *
 * **Accessibility:** the icon is a disclosure button (WAI-ARIA APG disclosure): its name says the
 * count, `aria-expanded` tells whether the mini cart is open, Escape closes it and returns focus
 * to the button. A failed change shows its message from the cart error catalogue for 7.5 s, announced
 * as an alert.
 */
const meta = {
  title: 'Features/Cart/Cart icon',
  component: CartIcon,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560, minWidth: 420, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { parameters: { mockScenarios: { cart: 'empty' } } };
export const OneArticle: Story = { parameters: { mockScenarios: { cart: 'single' } } };
export const NinetyNine: Story = { parameters: { mockScenarios: { cart: 'count99' } } };
export const OverTheCap: Story = {
  parameters: { mockScenarios: { cart: 'count100' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+99')).toBeVisible();
  },
};

/** Opens the mini cart once the cart is known (the link names the count), or, for a failed read, at once. */
const openMiniCart = async (canvasElement: HTMLElement, linkName: string | RegExp = /Warenkorb, /) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: linkName });
  await userEvent.click(canvas.getByRole('button', { name: 'Warenkorb-Vorschau' }));
  return canvas;
};

export const MiniCartOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Zur Kasse' })).toBeEnabled();
  },
};

export const MiniCartLineRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Barista Espresso, 1 kg Bohnen entfernen' }));
    await expect(canvas.getByRole('button', { name: 'Barista Espresso, 1 kg Bohnen wiederherstellen' })).toBeVisible();
  },
};

export const MiniCartChangeRefused: Story = {
  parameters: { mockScenarios: { cartChange: 'ITEM_LIMIT' } },
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Barista Espresso, 1 kg Bohnen entfernen' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('maximal 5 Stück'));
  },
};

export const MiniCartDefective: Story = {
  parameters: { mockScenarios: { cart: 'defective' } },
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await expect(await canvas.findByText(/Es sind Fehler aufgetreten/)).toBeVisible();
    // Each defective item can be removed: the shopper's way out of the blocked checkout.
    await expect(canvas.getByRole('region', { name: 'Nicht bestellbar' })).toBeVisible();
  },
};

export const MiniCartSoldOut: Story = {
  parameters: { mockScenarios: { cart: 'soldOut' } },
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
    await expect(canvas.getByText('Ausverkauft')).toBeVisible();
  },
};

/** A partner product and a subscription sent with only their ids and quantity. */
export const MiniCartUntitled: Story = {
  parameters: { mockScenarios: { cart: 'untitled' } },
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Partnerprodukt entfernen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abo entfernen' })).toBeVisible();
  },
};

export const MiniCartEmpty: Story = {
  parameters: { mockScenarios: { cart: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement);
    await expect(await canvas.findByText('Ihr Warenkorb ist leer.')).toBeVisible();
  },
};

export const MiniCartReadError: Story = {
  parameters: { mockScenarios: { cart: 'CARTSTORAGE_UNAVAILABLE' } },
  play: async ({ canvasElement }) => {
    // The cart is unknown, not empty: the link names no count.
    const canvas = await openMiniCart(canvasElement, 'Warenkorb');
    // Opening the panel asks for the cart once more (a failed read is not kept): the message may
    // be replaced by the loader and come back, so it is looked for again until it stays.
    await waitFor(() => expect(canvas.getByText(/kann gerade nicht angezeigt werden/)).toBeVisible());
  },
};

/** The service answered 200 with JSON that is no cart: the schema refuses it, the read error shows. */
export const MiniCartReadWrongShape: Story = {
  parameters: {
    mockScenarios: { cart: 'wrongShape' },
    expectedWarnings: [/^getCart: the service answered in a shape its schema refuses/],
  },
  play: async ({ canvasElement }) => {
    const canvas = await openMiniCart(canvasElement, 'Warenkorb');
    // Opening the panel asks for the cart once more (a failed read is not kept): the message may
    // be replaced by the loader and come back, so it is looked for again until it stays.
    await waitFor(() => expect(canvas.getByText(/kann gerade nicht angezeigt werden/)).toBeVisible());
  },
};

export const MiniCartLoading: Story = {
  parameters: { mockScenarios: { cart: 'hang' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Warenkorb wird geladen');
  },
};

import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http } from 'msw';
import { fn } from 'storybook/test';
import { dimensions } from '../../src/config/limits';
import { Image } from '../../src/design-system/Image/Image';
import { colorThemes } from '../../src/design-system/theme/tokens';

/** A picture of the given size, made in place so the story needs no image service. */
const picture = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${colorThemes.coffee.background}"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="${colorThemes.coffee.accent}"/>` +
      `</svg>`,
  )}`;

const { width, height } = dimensions.defaultTeaserImage;

/**
 * A picture in a box reserved at its declared size, so nothing moves when it loads.
 *
 * **Rules:** an image within 5 % of the declared ratio fills the box (header-search-cart.md 9); one
 * further off is letterboxed on the placeholder, never distorted. Until it loads, and if it fails
 * without a fallback, the box shows the placeholder surface; a `fallback` replaces a broken image.
 * Default teaser size 488 x 287.
 *
 * **Accessibility:** `alt` is required: a text for an image that informs, `""` for a decorative one
 * (screen readers skip it).
 */
// In jest the images never load (jsdom fetches none), so every story there shows the placeholder.
const meta = {
  title: 'Design system/Image',
  component: Image,
  args: { src: picture(width, height), alt: 'Kaffeebohnen in einer Tasse', width, height, onStatusChange: fn() },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** The image arrives 3 % wider than declared: within the 5 % tolerance it fills the box. */
export const WithinTolerance: Story = { args: { src: picture(Math.round(width * 1.03), height) } };

/** The image is square but declared 488 x 287: it is letterboxed on the placeholder, not distorted. */
export const Letterboxed: Story = { args: { src: picture(400, 400) } };

/** The image service never answers: the reserved box shows the placeholder surface. */
export const Loading: Story = {
  args: { src: '/story-images/never-answers.jpg' },
  parameters: { msw: { handlers: [http.get('/story-images/never-answers.jpg', () => delay('infinite'))] } },
};

/** A broken image with a fallback in its place. */
export const ErrorWithFallback: Story = {
  args: {
    src: 'data:image/png;base64,broken',
    fallback: <span style={{ display: 'grid', placeItems: 'center' }}>Bild nicht verfügbar</span>,
  },
};

/** A broken image without a fallback keeps the placeholder surface. */
export const ErrorWithoutFallback: Story = { args: { src: 'data:image/png;base64,broken' } };

/** A decorative image (alt="") that screen readers skip. */
export const Decorative: Story = { args: { alt: '' } };

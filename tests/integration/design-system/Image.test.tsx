import { fireEvent, screen } from '@testing-library/react';
import { Image } from '../../../src/design-system/Image/Image';
import { appTheme } from '../../../src/design-system/theme/tokens';
import { renderWidget } from '../../support/renderWidget';

// jsdom loads no images. The load and error events below are what the browser fires when the
// picture arrives or fails: browser events, not user actions, so fireEvent is the right tool.
function arrive(img: HTMLElement, naturalWidth: number, naturalHeight: number) {
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: naturalWidth });
  Object.defineProperty(img, 'naturalHeight', { configurable: true, value: naturalHeight });
  fireEvent.load(img);
}

const alt = 'Kaffeebohnen in einer Tasse';

/** The placeholder surface is the frame's background, behind the picture. */
const placeholderShown = (img: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access -- the frame is a bare box behind the picture
  getComputedStyle(img.closest('span')!).backgroundColor === hexToRgb(appTheme.color.surfaceAlt);

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('Image', () => {
  afterEach(() => jest.restoreAllMocks());

  test('reserves its declared size and shows the placeholder behind it until the picture arrives', () => {
    const onStatusChange = jest.fn();
    renderWidget(<Image src="/teaser.jpg" alt={alt} width={488} height={287} onStatusChange={onStatusChange} />);
    const img = screen.getByRole('img', { name: alt });
    expect(img).toHaveAttribute('width', '488');
    expect(img).toHaveAttribute('height', '287');
    expect(placeholderShown(img)).toBe(true);
    // Drawn as it arrives (the server's HTML shows it before any script runs): not made transparent.
    expect(img).toBeVisible();
    expect(onStatusChange).toHaveBeenCalledWith('loading');
  });

  test('shows the picture and reports it loaded', () => {
    const onStatusChange = jest.fn();
    renderWidget(<Image src="/teaser.jpg" alt={alt} width={488} height={287} onStatusChange={onStatusChange} />);
    const img = screen.getByRole('img', { name: alt });
    arrive(img, 976, 574);
    expect(img).toBeVisible();
    expect(placeholderShown(img)).toBe(false);
    expect(onStatusChange.mock.calls).toEqual([['loading'], ['loaded']]);
  });

  test('a picture that arrived before the page’s script ran counts as loaded', () => {
    const onStatusChange = jest.fn();
    // The browser had the picture before React took over the server's HTML: no load event follows.
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(488);
    jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(287);
    renderWidget(<Image src="/teaser.jpg" alt={alt} width={488} height={287} onStatusChange={onStatusChange} />);
    expect(placeholderShown(screen.getByRole('img', { name: alt }))).toBe(false);
    expect(onStatusChange.mock.calls).toEqual([['loading'], ['loaded']]);
  });

  test('offers other pictures for other viewports, each in its own declared size', () => {
    renderWidget(
      <Image
        src="/square.jpg"
        alt={alt}
        width={273}
        height={273}
        sources={[{ media: '(min-width: 1024px)', src: '/wide.jpg', width: 400, height: 300 }]}
      />,
    );
    const img = screen.getByRole('img', { name: alt });
    expect(img).toHaveAttribute('src', '/square.jpg');
    // eslint-disable-next-line testing-library/no-node-access -- a <picture>'s sources have no role
    const source = img.parentElement!.querySelector('source');
    expect(source).toHaveAttribute('media', '(min-width: 1024px)');
    expect(source).toHaveAttribute('srcset', '/wide.jpg');
    expect(source).toHaveAttribute('width', '400');
    expect(source).toHaveAttribute('height', '300');
  });

  test('a picture within 5 % of the declared ratio fills the reserved box', () => {
    renderWidget(<Image src="/teaser.jpg" alt={alt} width={1000} height={1000} />);
    const img = screen.getByRole('img', { name: alt });
    arrive(img, 1049, 1000);
    expect(img).toHaveStyle({ objectFit: 'cover' });
  });

  test('a picture more than 5 % off the declared ratio is letterboxed, not distorted or cropped', () => {
    renderWidget(<Image src="/teaser.jpg" alt={alt} width={1000} height={1000} />);
    const img = screen.getByRole('img', { name: alt });
    arrive(img, 1051, 1000);
    expect(img).toHaveStyle({ objectFit: 'contain' });
  });

  test('on error it shows the fallback instead and reports the error', () => {
    const onStatusChange = jest.fn();
    renderWidget(
      <Image
        src="/missing.jpg"
        alt={alt}
        width={488}
        height={287}
        onStatusChange={onStatusChange}
        fallback={<span>Bild nicht verfügbar</span>}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: alt }));
    expect(screen.getByText('Bild nicht verfügbar')).toBeVisible();
    expect(screen.queryByRole('img', { name: alt })).not.toBeInTheDocument();
    expect(onStatusChange).toHaveBeenLastCalledWith('error');
  });

  test('on error without a fallback the placeholder stays and the alt text is still there', () => {
    renderWidget(<Image src="/missing.jpg" alt={alt} width={488} height={287} />);
    const img = screen.getByRole('img', { name: alt });
    fireEvent.error(img);
    expect(img).toBeInTheDocument();
    expect(img).not.toBeVisible();
  });

  test('a new source starts over with the placeholder', () => {
    const onStatusChange = jest.fn();
    const { rerender } = renderWidget(
      <Image src="/first.jpg" alt={alt} width={488} height={287} onStatusChange={onStatusChange} />,
    );
    arrive(screen.getByRole('img', { name: alt }), 488, 287);
    rerender(<Image src="/second.jpg" alt={alt} width={488} height={287} onStatusChange={onStatusChange} />);
    expect(placeholderShown(screen.getByRole('img', { name: alt }))).toBe(true);
    expect(onStatusChange.mock.calls).toEqual([['loading'], ['loaded'], ['loading']]);
  });

  test('a decorative image is hidden from screen readers', () => {
    renderWidget(<Image src="/pattern.svg" alt="" width={100} height={100} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { TextSlider } from '../../../src/design-system/TextSlider/TextSlider';
import { renderWidget } from '../../support/renderWidget';

const benefits = ['Kostenloser Versand ab 20 €', '30 Tage Rückgaberecht', 'Über 550 Filialen', 'Kauf auf Rechnung'];

function renderSlider(items = benefits.map((text) => <span key={text}>{text}</span>)) {
  return renderWidget(
    <TextSlider label="Unsere Vorteile" previousLabel="Vorherige Vorteile" nextLabel="Weitere Vorteile">
      {items}
    </TextSlider>,
  );
}

const previous = () => screen.getByRole('button', { name: 'Vorherige Vorteile' });
const next = () => screen.getByRole('button', { name: 'Weitere Vorteile' });

// jsdom lays nothing out and has neither ResizeObserver nor Element.scrollBy. These stand in
// for the browser: the strip gets a size, reports it through its resize observer, and moves
// (firing the scroll event a browser fires, hence fireEvent) when asked to scroll.
let reportResize: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    reportResize = callback;
  }
  observe() {}
  disconnect() {}
}

function layOut({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  const strip = screen.getByRole('list');
  let scrollLeft = 0;
  Object.defineProperties(strip, {
    clientWidth: { configurable: true, get: () => clientWidth },
    scrollWidth: { configurable: true, get: () => scrollWidth },
    scrollLeft: { configurable: true, get: () => scrollLeft },
  });
  const scrollBy = jest.fn((options: ScrollToOptions) => {
    scrollLeft = Math.min(Math.max(0, scrollLeft + (options.left ?? 0)), scrollWidth - clientWidth);
    fireEvent.scroll(strip);
  });
  Object.defineProperty(strip, 'scrollBy', { configurable: true, value: scrollBy });
  act(() => reportResize());
  return scrollBy;
}

beforeEach(() => {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: FakeResizeObserver });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'ResizeObserver');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('TextSlider', () => {
  test('is a region named by its label, listing its items between the two buttons', () => {
    renderSlider();
    const region = screen.getByRole('region', { name: 'Unsere Vorteile' });
    expect(region).toContainElement(previous());
    expect(region).toContainElement(next());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(benefits);
  });

  test('at the start "previous" is disabled and "next" is not, when the items overflow', () => {
    renderSlider();
    layOut({ clientWidth: 300, scrollWidth: 900 });
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  test('"next" moves the strip by its visible width, smoothly, until the end disables it', async () => {
    const { user } = renderSlider();
    const scrollBy = layOut({ clientWidth: 300, scrollWidth: 900 });

    await user.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    await user.click(next());
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled rather than disabled: the button keeps the focus of whoever pressed it.
    expect(next()).toHaveFocus();

    await user.click(next());
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  test('"previous" moves back by the visible width, until the start disables it', async () => {
    const { user } = renderSlider();
    const scrollBy = layOut({ clientWidth: 300, scrollWidth: 600 });
    await user.click(next());

    await user.click(previous());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  test('a disabled "previous" does not move the strip', async () => {
    const { user } = renderSlider();
    const scrollBy = layOut({ clientWidth: 300, scrollWidth: 900 });
    await user.click(previous());
    expect(scrollBy).not.toHaveBeenCalled();
  });

  test('jumps instead of gliding when the person prefers reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
    });
    const { user } = renderSlider();
    const scrollBy = layOut({ clientWidth: 300, scrollWidth: 900 });
    await user.click(next());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'instant' });
  });

  test('follows a scroll the person makes themselves (swipe, arrow keys)', () => {
    renderSlider();
    layOut({ clientWidth: 300, scrollWidth: 900 });
    const strip = screen.getByRole('list');
    Object.defineProperty(strip, 'scrollLeft', { configurable: true, get: () => 600 });
    fireEvent.scroll(strip);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  test('when everything fits both buttons are disabled', () => {
    renderSlider();
    layOut({ clientWidth: 900, scrollWidth: 900 });
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  test('keyboard users tab from "previous" into the strip and its links, then to "next"', async () => {
    const { user } = renderSlider(
      benefits.slice(0, 2).map((text) => (
        <a key={text} href="#vorteile">
          {text}
        </a>
      )),
    );
    await user.tab();
    expect(previous()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('list')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: benefits[0] })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: benefits[1] })).toHaveFocus();
    await user.tab();
    expect(next()).toHaveFocus();
  });
});

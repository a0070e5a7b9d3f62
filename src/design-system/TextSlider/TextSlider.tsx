import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  Children,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import type { IconSize } from '../../config/limits';
import { disabledButtonColors } from '../Button/buttonRules';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { pageScroll, scrollEdges } from './textSliderRules';

const chevronSize: IconSize = 24;

export interface TextSliderProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'aria-label'> {
  /** Names the slider's region, e.g. "Unsere Vorteile". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The items; each child becomes one item of the strip. */
  children: ReactNode;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A horizontally scrolling strip of short texts (e.g. the header's benefits) with previous and
 * next buttons that move it by its visible width. The buttons are aria-disabled rather than
 * disabled at the ends, so a keyboard user who pressed "next" to the end keeps focus on it.
 * The strip itself is focusable so it can be scrolled with the arrow keys, and links inside
 * the items are reached with Tab (the browser scrolls each into view).
 */
export function TextSlider({ label, previousLabel, nextLabel, children, ...rest }: TextSliderProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(true);

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const edges = scrollEdges(strip);
    setAtStart(edges.atStart);
    setAtEnd(edges.atEnd);
  }, []);

  useLayoutEffect(() => {
    measure();
    const strip = stripRef.current;
    // The edges move when the strip or its items change size (a rotated phone, a longer text).
    if (!strip || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure]);

  const scrollPage = (direction: -1 | 1) => {
    const strip = stripRef.current;
    if (!strip) return;
    strip.scrollBy(pageScroll(direction, strip.clientWidth, prefersReducedMotion()));
  };

  return (
    <Root aria-label={label} {...rest}>
      <IconButton
        css={ariaDisabledLook}
        aria-label={previousLabel}
        aria-disabled={atStart}
        icon={<Icon name="chevronLeft" size={chevronSize} />}
        onClick={() => {
          if (!atStart) scrollPage(-1);
        }}
      />
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
      <Strip ref={stripRef} tabIndex={0} onScroll={measure}>
        {Children.map(children, (child) => (
          <Item>{child}</Item>
        ))}
      </Strip>
      <IconButton
        css={ariaDisabledLook}
        aria-label={nextLabel}
        aria-disabled={atEnd}
        icon={<Icon name="chevronRight" size={chevronSize} />}
        onClick={() => {
          if (!atEnd) scrollPage(1);
        }}
      />
    </Root>
  );
}

const Root = styled.section(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space(1),
}));

// IconButton's disabled state is the native one, which drops the focus of whoever pressed the
// button; at an end the button is aria-disabled instead, dressed as IconButton dresses disabled.
const ariaDisabledLook = (theme: Theme): CSSObject => ({
  '&[aria-disabled="true"], &[aria-disabled="true"]:hover': {
    background: theme.color[disabledButtonColors.background],
    borderColor: theme.color[disabledButtonColors.border],
    color: theme.color[disabledButtonColors.foreground],
    filter: 'none',
    cursor: 'not-allowed',
  },
});

const Strip = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space(6),
  margin: 0,
  padding: `${theme.space(2)} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  // The buttons scroll the strip; a scrollbar under a one-line strip only adds noise.
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
}));

const Item = styled.li({ flex: '0 0 auto', maxWidth: '100%', scrollSnapAlign: 'start' });

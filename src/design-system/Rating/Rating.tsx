import styled from '@emotion/styled';
import { useId, type ComponentPropsWithRef } from 'react';
import type { IconSize } from '../../config/limits';
import { starPath } from '../Icon/icons';
import { defaultRatingMax, starFillPercents } from './ratingRules';

export interface RatingProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** The average rating; clamped to 0..max. */
  value: number;
  /** Number of stars; default 5 (header-search-cart.md 5). */
  max?: number;
  /** The rating in words, the stars' accessible name, e.g. "4,5 von 5 Sternen". */
  label: string;
  /** Visible number of reviews, e.g. "(89k)". */
  count?: string;
}

/** Star edge length in px: the middle icon size, next to body text. */
const starSize: IconSize = 16;

/**
 * A product's average rating as a row of stars, the last one partly filled. The row is one
 * image named by `label`: screen readers hear "4,5 von 5 Sternen", not five unnamed pictures.
 */
export function Rating({ value, max = defaultRatingMax, label, count, ref, ...rest }: RatingProps) {
  const fills = starFillPercents(value, max);
  // useId's characters (colons and the like) are not safe inside url(#...): keep letters and digits.
  const idBase = `rating-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Root ref={ref} {...rest}>
      <Stars role="img" aria-label={label}>
        {fills.map((percent, index) => {
          const gradientId = `${idBase}-${index}`;
          return (
            <svg
              key={index}
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              width={starSize}
              height={starSize}
            >
              <defs>
                {/* Two stops at the same offset: a hard edge between filled and empty. */}
                <linearGradient id={gradientId}>
                  <stop offset={`${percent}%`} stopColor="currentColor" />
                  <stop offset={`${percent}%`} stopColor="currentColor" stopOpacity={0} />
                </linearGradient>
              </defs>
              <path
                d={starPath}
                fill={`url(#${gradientId})`}
                stroke="currentColor"
                strokeWidth={1.5}
                strokeLinejoin="round"
              />
            </svg>
          );
        })}
      </Stars>
      {count && <Count>{count}</Count>}
    </Root>
  );
}

// Where the stars and the count do not fit side by side (a narrow bar beside a long button
// label), the count goes under the stars rather than out of its box.
const Root = styled.span(({ theme }) => ({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(1),
  fontSize: theme.font.size.s,
}));

// The warning amber reaches 7:1 on white: the stars' outline and fill stay visible (WCAG 1.4.11).
const Stars = styled.span(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.space(0.5),
  color: theme.color.warning,
}));

const Count = styled.span(({ theme }) => ({ color: theme.color.textMuted }));

import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { parseAspectRatio, type AspectRatioValue } from './aspectRatioRules';

export interface AspectRatioProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** 16/9, 4/3, 3/2, 1/1 or width / height as a finite number above 0. */
  ratio: AspectRatioValue;
  children: ReactNode;
}

/**
 * A box of a fixed width-to-height ratio whose child fills it (header-search-cart.md 5). The
 * browser reserves the height before the content loads, so nothing below it shifts.
 */
export function AspectRatio({ ratio, children, ...rest }: AspectRatioProps) {
  const value = parseAspectRatio(ratio);
  return (
    <Box ratio={value} {...rest}>
      {children}
    </Box>
  );
}

const Box = styled('div', { shouldForwardProp: (prop) => prop !== 'ratio' })<{ ratio: number }>(({ ratio }) => ({
  position: 'relative',
  width: '100%',
  aspectRatio: String(ratio),
  overflow: 'hidden',
  // Defaults for the child, of no specificity (`:where`), so that its own rules win whichever the
  // page inserted first: with `& > *`, a placeholder's `display: grid` lost or won by that order.
  ':where(&) > *': { display: 'block', width: '100%', height: '100%' },
  ':where(&) > :where(img, video)': { objectFit: 'cover' },
}));

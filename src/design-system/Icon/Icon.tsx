import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { iconSizes, type IconSize } from '../../config/limits';
import { assertOneOf } from '../assertOneOf';
import { iconNames, icons, type IconName } from './icons';

type NativeSvgProps = Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'role' | 'aria-hidden' | 'aria-label' | 'aria-labelledby' | 'focusable' | 'viewBox' | 'width' | 'height'
>;

export interface IconProps extends NativeSvgProps {
  name: IconName;
  /** Edge length in px, one of the icon sizes of newsletter-footer-preview.md 9. */
  size?: IconSize;
  /**
   * The icon's accessible name. Give it only when the icon alone carries meaning; without it the
   * icon is decorative and hidden from assistive technology, as next to a visible text or inside
   * a named button.
   */
  title?: string;
}

/** One icon of the set, drawn in the current text colour. */
export function Icon({ name, size = 24, title, ref, ...rest }: IconProps) {
  assertOneOf(name, iconNames, 'icon name');
  assertOneOf(size, iconSizes, 'icon size');
  const a11y =
    title === undefined
      ? ({ 'aria-hidden': true, focusable: false } as const)
      : ({ role: 'img', 'aria-label': title } as const);
  return (
    <Svg
      ref={ref}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...rest}
    >
      {icons[name]}
    </Svg>
  );
}

const Svg = styled.svg({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

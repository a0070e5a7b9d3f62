import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { IconSize } from '../../config/limits';
import { assertOneOf } from '../assertOneOf';
import { Icon } from '../Icon/Icon';
import {
  liveRoleOf,
  notificationIconSize,
  notificationStates,
  notificationVariants,
  type NotificationState,
  type NotificationVariant,
} from './notificationRules';

export interface NotificationProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role' | 'children'> {
  state: NotificationState;
  /** banner: a coloured box; copysize and footnotesize: inline text at copy or footnote size. */
  variant?: NotificationVariant;
  title?: string;
  children: ReactNode;
}

/**
 * A message about the state of something (newsletter-footer-preview.md 2.5, 8), announced as a
 * live region. Screen readers announce a live region reliably when its content changes; render
 * the Notification in place and change its children, or mount it together with its text.
 */
export function Notification({ state, variant = 'banner', title, children, ref, ...rest }: NotificationProps) {
  assertOneOf(state, notificationStates, 'notification state');
  assertOneOf(variant, notificationVariants, 'notification variant');
  const iconSize = notificationIconSize[variant];
  return (
    <Root ref={ref} role={liveRoleOf(state)} tone={state} variant={variant} {...rest}>
      {/* Each state has an icon of its own shape, so it is told by more than colour (WCAG 1.4.1). */}
      <StateIcon tone={state} size={iconSize}>
        <Icon name={state} size={iconSize} />
      </StateIcon>
      <Content>
        {title && <Title>{title}</Title>}
        <div>{children}</div>
      </Content>
    </Root>
  );
}

const styleProps = new Set(['tone', 'variant', 'size']);
const forwardProp = (prop: string) => !styleProps.has(prop);

const Root = styled('div', { shouldForwardProp: forwardProp })<{
  tone: NotificationState;
  variant: NotificationVariant;
}>(({ theme, tone, variant }) => {
  const base = { display: 'flex', alignItems: 'flex-start', lineHeight: theme.font.lineHeight.normal };
  if (variant === 'banner') {
    return {
      ...base,
      gap: theme.space(3),
      padding: `${theme.space(3)} ${theme.space(4)}`,
      background: theme.color[`${tone}Surface`],
      borderLeft: `${theme.space(1)} solid ${theme.color[tone]}`,
      borderRadius: theme.radius.m,
      color: theme.color.text,
      fontSize: theme.font.size.m,
    };
  }
  return {
    ...base,
    gap: theme.space(variant === 'copysize' ? 2 : 1),
    color: theme.color[tone],
    fontSize: variant === 'copysize' ? theme.font.size.m : theme.font.size.xs,
  };
});

const StateIcon = styled('span', { shouldForwardProp: forwardProp })<{ tone: NotificationState; size: IconSize }>(
  ({ theme, tone, size }) => ({
    display: 'flex',
    flexShrink: 0,
    color: theme.color[tone],
    // Centres the icon on the first line of text, not on a title and message of several lines.
    marginTop: `max(0px, calc((1lh - ${size}px) / 2))`,
  }),
);

const Content = styled.div({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const Title = styled.strong(({ theme }) => ({ fontWeight: theme.font.weight.bold }));

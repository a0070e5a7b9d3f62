import styled from '@emotion/styled';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { IconSize } from '../../config/limits';
import { assertOneOf } from '../assertOneOf';
import { Icon } from '../Icon/Icon';
import { expansionPanelHeadingLevels, type ExpansionPanelHeadingLevel } from './expansionPanelRules';

const chevronSize: IconSize = 16;

export interface ExpansionPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  title: string;
  /** Uncontrolled: whether the panel starts open. */
  defaultOpen?: boolean;
  /** Controlled: the panel is open exactly when this is true; pair it with onOpenChange. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  headingLevel?: ExpansionPanelHeadingLevel;
  children: ReactNode;
}

/**
 * A title that shows and hides its content: the WAI-ARIA disclosure pattern with the heading
 * and labelled region of the accordion pattern, so screen-reader users find the panel by
 * heading and hear where its content begins and ends. The native button gives Enter and Space.
 */
export function ExpansionPanel({
  title,
  defaultOpen = false,
  open,
  onOpenChange,
  headingLevel = 3,
  children,
  ...rest
}: ExpansionPanelProps) {
  assertOneOf(headingLevel, expansionPanelHeadingLevels, 'expansion panel heading level');
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : uncontrolledOpen;
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;

  const toggle = () => {
    if (!isControlled) setUncontrolledOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };

  return (
    <Root {...rest}>
      <Heading as={`h${headingLevel}`}>
        <Trigger type="button" id={buttonId} aria-expanded={isOpen} aria-controls={regionId} onClick={toggle}>
          <span>{title}</span>
          <Chevron open={isOpen}>
            <Icon name="chevronDown" size={chevronSize} />
          </Chevron>
        </Trigger>
      </Heading>
      <Region id={regionId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
        {children}
      </Region>
    </Root>
  );
}

const Root = styled.div(({ theme }) => ({ borderBottom: `1px solid ${theme.color.border}` }));

const Heading = styled.h3({ margin: 0, fontSize: 'inherit' });

const Trigger = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(2),
  padding: `${theme.space(4)} 0`,
  border: 'none',
  background: 'none',
  color: theme.color.text,
  font: 'inherit',
  fontSize: theme.font.size.m,
  fontWeight: theme.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
}));

const Chevron = styled('span', { shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ open }) => ({
  display: 'flex',
  flexShrink: 0,
  transform: open ? 'rotate(180deg)' : undefined,
}));

const Region = styled.div(({ theme }) => ({ paddingBottom: theme.space(4) }));

import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../design-system/Icon/Icon';
import { promotionMessages } from '../messages';
import { legalTextToggled, selectLegalTextOpen } from '../promotionSlice';
import { trackPromotion, type PromotionTracking } from '../tracking';

interface LegalTextProps {
  text: string;
  /** The button's words ("Es gelten Bedingungen"); ours when the content has none. */
  hint: string;
  tracking: PromotionTracking;
}

/**
 * A banner's expandable legal text (header-search-cart.md 4, "Banner legal text"): a disclosure
 * whose open state is the `promotions` slice's, so scrolling down or opening a flyout closes it.
 */
export function LegalText({ text, hint, tracking }: LegalTextProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLegalTextOpen) === tracking.promotionId;
  const regionId = useId();
  return (
    <div>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          if (!open) trackPromotion('open legal', hint, tracking);
          dispatch(legalTextToggled(tracking.promotionId));
        }}
      >
        {hint || intl.formatMessage(promotionMessages.legalHint)}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={12} />
      </Toggle>
      <Text id={regionId} hidden={!open}>
        {text}
      </Text>
    </div>
  );
}

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: theme.font.size.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
}));

const Text = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(2)}`,
  fontSize: theme.font.size.xs,
  // An editor's very long word wraps instead of widening the page.
  overflowWrap: 'anywhere',
}));

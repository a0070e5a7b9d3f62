import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/Button/Button';
import { Notification } from '../../../design-system/Notification/Notification';
import { newsletterResultMessages } from '../messages';

type NewsletterResultMessageProps =
  | { kind: 'success'; email: string; scrollIntoView: boolean; onAction: () => void }
  | { kind: 'technicalError'; scrollIntoView: boolean; onAction: () => void };

/**
 * The success and the technical-error message (newsletter-footer-preview.md 2.1, 8). Each takes
 * focus when it appears, so keyboard and screen-reader users land on it rather than on a form
 * that went away, and scrolls into view when asked.
 */
export function NewsletterResultMessage(props: NewsletterResultMessageProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const { scrollIntoView } = props;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // jsdom and some embedded browsers have no scrollIntoView.
    if (scrollIntoView && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  }, [scrollIntoView]);

  if (props.kind === 'success') {
    return (
      <Message
        ref={ref}
        tabIndex={-1}
        state="success"
        title={intl.formatMessage(newsletterResultMessages.successTitle)}
      >
        <Text>
          {/* A forced success view (the page's flag) has no submitted address to name. */}
          {props.email
            ? intl.formatMessage(newsletterResultMessages.successBody, { email: props.email })
            : intl.formatMessage(newsletterResultMessages.successBodyNoAddress)}
        </Text>
        <Button variant="secondary" size="small" onClick={props.onAction}>
          {intl.formatMessage(newsletterResultMessages.another)}
        </Button>
      </Message>
    );
  }
  return (
    <Message ref={ref} tabIndex={-1} state="error">
      <Text>{intl.formatMessage(newsletterResultMessages.technicalError)}</Text>
      <Button variant="secondary" size="small" onClick={props.onAction}>
        {intl.formatMessage(newsletterResultMessages.backToForm)}
      </Button>
    </Message>
  );
}

const Message = styled(Notification)(({ theme }) => ({
  '& button': { marginTop: theme.space(3) },
  ':focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
}));

const Text = styled.p({ margin: 0 });

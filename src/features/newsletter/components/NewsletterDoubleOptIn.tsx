import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Loader } from '../../../design-system/Loader/Loader';
import { Notification } from '../../../design-system/Notification/Notification';
import { newsletterResultMessages } from '../messages';
import { useConfirmSubscriberMutation } from '../newsletterApi';
import { NewsletterSignUp, type NewsletterSignUpProps } from './NewsletterSignUp';

export interface NewsletterDoubleOptInProps extends NewsletterSignUpProps {
  /** From the confirmation mail's link: /subscribenewsletter?subscriberToken=... */
  subscriberToken: string;
}

/**
 * The double opt-in (newsletter-footer-preview.md 1, 7): confirms the subscriber token through
 * PUT .../newsletter-subscribers/{token}/doi. A confirmed sign-up says so; a refused or failed
 * confirmation shows the form again with the invalid-link message above it.
 */
export function NewsletterDoubleOptIn({ subscriberToken, ...signUpProps }: NewsletterDoubleOptInProps) {
  const intl = useIntl();
  const [confirm, { isUninitialized, isLoading, isSuccess }] = useConfirmSubscriberMutation();
  const sentFor = useRef<string | null>(null);
  const { usePrivateApi } = signUpProps;

  useEffect(() => {
    // One confirmation per token, also when an effect runs twice in development.
    if (sentFor.current === subscriberToken) return;
    sentFor.current = subscriberToken;
    void confirm({ subscriberToken, usePrivateApi });
  }, [confirm, subscriberToken, usePrivateApi]);

  if (isUninitialized || isLoading) {
    return <Loader type="coffeeCup" label={intl.formatMessage(newsletterResultMessages.confirming)} />;
  }
  if (isSuccess) {
    return (
      <Notification state="success" title={intl.formatMessage(newsletterResultMessages.confirmedTitle)}>
        {intl.formatMessage(newsletterResultMessages.confirmedBody)}
      </Notification>
    );
  }
  return <NewsletterSignUp {...signUpProps} showDoubleOptInError />;
}

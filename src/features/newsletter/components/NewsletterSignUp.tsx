import styled from '@emotion/styled';
import type { FormApi } from 'final-form';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { imageBreakpoints } from '../../../config/breakpoints';
import { endpoints } from '../../../config/endpoints';
import { limits } from '../../../config/limits';
import { Notification } from '../../../design-system/Notification/Notification';
import { ShopForm, FormSubmitButton } from '../../../forms';
import { selectSite } from '../../../app/platform';
import { nextTask } from '../../../lib/nextTask';
import {
  newsletterErrorMessages,
  newsletterFormMessages,
  newsletterImageMessages,
  newsletterLegalMessages,
  newsletterResultMessages,
} from '../messages';
import { resultOfError, useCreateSubscriberMutation, useGetCustomerBaseDataQuery } from '../newsletterApi';
import { newsletterMarkets } from '../newsletterMarkets';
import { toCreateSubscriberRequest } from '../subscriberRequest';
import { reportSignUp, reportSubmit, type NewsletterTrackingEvent } from '../tracking';
import {
  botTrapField,
  defaultOrigin,
  defaultOriginAddition,
  type ConsentType,
  type NewsletterResult,
  type SubscriberFormValues,
} from '../types';
import { normaliseEmail, validateOptionalName } from '../validators';
import { NewsletterFields } from './NewsletterFields';
import { NewsletterImage, type NewsletterImages } from './NewsletterImage';
import { NewsletterResultMessage } from './NewsletterResultMessage';

/** The form props of newsletter-footer-preview.md 3, plus the submission parameters. */
export interface NewsletterSignUpProps {
  /** The heading; "Newsletter abonnieren" in the site's language by default. */
  title?: string;
  headingLevel?: 2 | 3;
  images?: NewsletterImages;
  /**
   * The widget is the page's main content, at its top (the home and newsletter pages, not the
   * footer): its image is fetched before other images (`fetchpriority="high"`), as the page's
   * largest paint.
   */
  prominent?: boolean;
  altText?: string;
  /** The welcome-voucher discount in percent (10 by default). */
  discount?: number;
  /** The discount bubble's text; "10 % Willkommensgutschein" in the site's language by default. */
  welcomeVoucher?: string;
  /** Scroll the success message into view (default true). */
  scrollToSuccess?: boolean;
  /** Show the invalid double-opt-in-link message above the form (default false). */
  showDoubleOptInError?: boolean;
  /** Show the voucher footnote under the image (default true). */
  showVoucherFootnote?: boolean;
  /** Force the success view, whatever the result. */
  forceSuccess?: boolean;
  /** The consents the page already holds for the visitor. */
  consents?: readonly ConsentType[];
  origin?: string;
  originAddition?: string;
  /** Calls go to the private base, or to the internal one when this is false (default true). */
  usePrivateApi?: boolean;
  /** The event-tracking call after every submit, besides the data-layer push (decision 3). */
  onTrackEvent?: (event: NewsletterTrackingEvent) => void;
}

const defaultImages: NewsletterImages = {
  desktop: endpoints.newsletter.desktopImage,
  tablet: endpoints.newsletter.tabletImage,
};
const noConsents: readonly ConsentType[] = [];
const noMutationState = () => ({});

const emptyValues: SubscriberFormValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
  [botTrapField]: '',
};

/**
 * The embeddable newsletter sign-up (newsletter-footer-preview.md 2.1, 4, 7, 8): the form with the
 * site's fields, then the success message naming the address, or the technical-error message
 * above the form, which keeps what was typed.
 */
export function NewsletterSignUp({
  title,
  headingLevel = 2,
  images = defaultImages,
  prominent = false,
  altText,
  discount = limits.welcomeVoucherPercent,
  welcomeVoucher,
  scrollToSuccess = true,
  showDoubleOptInError = false,
  showVoucherFootnote = true,
  forceSuccess = false,
  consents = noConsents,
  origin = defaultOrigin,
  originAddition = defaultOriginAddition,
  usePrivateApi = true,
  onTrackEvent,
}: NewsletterSignUpProps) {
  const intl = useIntl();
  const site = useAppSelector(selectSite);
  const market = newsletterMarkets[site.code];
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The trigger alone: the sign-up shows its own result, not the mutation's state, and following
  // that state re-rendered the whole sign-up (picture and fields) in the click's frame (issue 38, INP).
  const [createSubscriber] = useCreateSubscriberMutation({ selectFromResult: noMutationState });
  const { data: baseData } = useGetCustomerBaseDataQuery(
    { usePrivateApi },
    { selectFromResult: ({ data }) => ({ data }) },
  );
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState('');
  const [invalidLinkShown, setInvalidLinkShown] = useState(showDoubleOptInError);
  // A new form (empty, only the e-mail field) after "sign up another address".
  const [formKey, setFormKey] = useState(0);
  // Each submit's message is a new one: it takes focus and scrolls again after a second failure.
  const [attempt, setAttempt] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);

  /**
   * AT locks a name filled at setup, but only one the shopper could not want to change: a value
   * that passes the name rules (a locked invalid name would block the form for good) and that the
   * shopper had not already typed over when the prefill arrived.
   */
  const lockPrefilled = (prefilled: string, typedOver = false) =>
    market.lockPrefilledNames && prefilled !== '' && validateOptionalName(prefilled) === undefined && !typedOver;

  // The prefill is the form's setup: what it holds decides which AT names are locked.
  const initialValues = useMemo<SubscriberFormValues>(
    () => ({
      ...emptyValues,
      email: baseData?.email ?? '',
      salutation: baseData?.salutation ?? '',
      firstName: baseData?.firstName ?? '',
      lastName: baseData?.lastName ?? '',
    }),
    [baseData],
  );

  const discountText = intl.formatNumber(discount / 100, { style: 'percent' });
  // The forced success view gives way to the form once the visitor asks to sign up another address.
  const [anotherAddressAsked, setAnotherAddressAsked] = useState(false);
  const showSuccess = (forceSuccess && !anotherAddressAsked) || result === 'SUCCESS';

  const hideInvalidLink = useCallback(() => setInvalidLinkShown(false), []);

  const submit = async (values: SubscriberFormValues, form: FormApi<SubscriberFormValues>) => {
    const report = (outcome: NewsletterResult) =>
      reportSubmit({ event: 'newsletter_submit', result: outcome, origin, originAddition }, onTrackEvent);
    // The last answer's message goes while this one is on its way: a retry after a technical
    // error must not announce that error again before the new answer says anything.
    setResult(null);

    // A robot filled the hidden field: it sees success, nothing is sent, nothing is counted as a sign-up.
    if (values[botTrapField]) {
      form.reset();
      setSubmittedEmail(normaliseEmail(values.email));
      setAttempt((count) => count + 1);
      setResult('SUCCESS');
      report('SUCCESS');
      return undefined;
    }

    // The click's frame shows the busy button; the request is built and sent in the next task.
    await nextTask();
    const request = toCreateSubscriberRequest(values, { currentConsents: consents, origin, originAddition, market });
    const outcome: NewsletterResult = await createSubscriber({ request, usePrivateApi })
      .unwrap()
      .then(() => 'SUCCESS' as const)
      .catch((error: unknown) => resultOfError((error ?? undefined) as Parameters<typeof resultOfError>[0]));

    // The address the answer is about, set with it: set at the click, it re-rendered the whole
    // sign-up (picture and fields) inside the click's frame (issue 38, INP).
    setSubmittedEmail(normaliseEmail(values.email));
    setAttempt((count) => count + 1);
    setResult(outcome);
    if (outcome === 'SUCCESS') {
      form.reset();
      report(outcome);
      reportSignUp(origin, originAddition);
      return undefined;
    }
    // On an error the typed values stay: the shopper corrects the refused address or tries again.
    report(outcome);
    return outcome === 'ERROR_INVALID_EMAIL' ? { email: newsletterErrorMessages.emailRefused } : undefined;
  };

  return (
    <Section aria-labelledby={headingId}>
      <NewsletterImage
        images={images}
        altText={altText ?? intl.formatMessage(newsletterImageMessages.alt)}
        discount={discountText}
        welcomeVoucher={
          welcomeVoucher ?? intl.formatMessage(newsletterImageMessages.bubble, { discount: discountText })
        }
        showVoucherFootnote={showVoucherFootnote}
        voucherConditionsHref={market.links.voucherConditions}
        prominent={prominent}
      />
      <Content>
        <Heading id={headingId}>{title ?? intl.formatMessage(newsletterFormMessages.title)}</Heading>
        {showSuccess ? (
          <NewsletterResultMessage
            key={attempt}
            kind="success"
            email={submittedEmail}
            scrollIntoView={scrollToSuccess}
            onAction={() => {
              setResult(null);
              setAnotherAddressAsked(true);
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <>
            {invalidLinkShown && (
              <Notification state="warning">{intl.formatMessage(newsletterResultMessages.invalidLink)}</Notification>
            )}
            {result === 'ERROR_GENERIC' && (
              <NewsletterResultMessage
                key={attempt}
                kind="technicalError"
                scrollIntoView
                onAction={() => emailRef.current?.focus()}
              />
            )}
            <ShopForm<SubscriberFormValues>
              key={formKey}
              onSubmit={submit}
              initialValues={initialValues}
              keepDirtyOnReinitialize
              aria-labelledby={headingId}
            >
              {({ form }) => (
                <FormBody>
                  <Footnote>{intl.formatMessage(newsletterFormMessages.requiredFootnote)}</Footnote>
                  <NewsletterFields
                    market={market}
                    ageNote={site.ageNote}
                    nameOrder={site.nameOrder}
                    currentConsents={consents}
                    lockFirstName={lockPrefilled(initialValues.firstName, form.getFieldState('firstName')?.dirty)}
                    lockLastName={lockPrefilled(initialValues.lastName, form.getFieldState('lastName')?.dirty)}
                    emailRef={emailRef}
                    onEmailFocused={hideInvalidLink}
                  />
                  <VoucherHint>
                    {intl.formatMessage(newsletterLegalMessages.voucherHint, { discount: discountText })}
                  </VoucherHint>
                  <div>
                    <FormSubmitButton busyLabel={intl.formatMessage(newsletterFormMessages.submitting)}>
                      {intl.formatMessage(newsletterFormMessages.submit)}
                    </FormSubmitButton>
                  </div>
                </FormBody>
              )}
            </ShopForm>
          </>
        )}
      </Content>
    </Section>
  );
}

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: theme.space(8),
  alignItems: 'start',
  padding: theme.space(6),
  background: theme.color.surfaceAlt,
  borderRadius: theme.radius.l,
  [`@media (max-width: ${imageBreakpoints.small}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(6) },
}));

const Content = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  maxWidth: '560px',
  '& > h2, & > h3': { margin: 0, fontSize: theme.font.size.xl },
}));

const FormBody = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(4) }));

const Footnote = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted }));

const VoucherHint = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.font.weight.bold }));

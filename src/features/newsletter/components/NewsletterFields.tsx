import styled from '@emotion/styled';
import { useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FormState } from 'final-form';
import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextLink } from '../../../design-system/TextLink/TextLink';
import { VisuallyHidden } from '../../../design-system/VisuallyHidden/VisuallyHidden';
import { limits } from '../../../config/limits';
import type { NameOrder } from '../../../config/sites';
import { FormCheckbox, FormSelect, FormTextInput, inNameOrder } from '../../../forms';
import { newsletterFormMessages, newsletterLegalMessages, salutationMessages } from '../messages';
import type { NewsletterMarket } from '../newsletterMarkets';
import { botTrapField, salutationDisplayOrder, type ConsentType, type SubscriberFormValues } from '../types';
import {
  validateEmail,
  validateOptionalName,
  validateRequiredFirstName,
  validateRequiredLastName,
  validateRequiredLegals,
  validateRequiredSalutation,
} from '../validators';

interface NewsletterFieldsProps {
  market: NewsletterMarket;
  ageNote: number;
  /** Which name the form asks for first: the site table's (HU the family name). */
  nameOrder: NameOrder;
  /** The consents the page already holds: DNE among them hides its checkbox. */
  currentConsents: readonly ConsentType[];
  /** AT: names filled at setup are locked. */
  lockFirstName: boolean;
  lockLastName: boolean;
  emailRef: RefObject<HTMLInputElement | null>;
  /** Called once the e-mail field gets focus (hides the invalid-link message). */
  onEmailFocused: () => void;
}

const hasValue = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/**
 * The fields of the form (newsletter-footer-preview.md 2.1, 5). At first only the e-mail field
 * shows; the rest appears once an e-mail is typed, the e-mail field is focused or any field holds
 * a value, and then stays, so moving on from the e-mail field does not pull the next one away.
 */
export function NewsletterFields({
  market,
  ageNote,
  nameOrder,
  currentConsents,
  lockFirstName,
  lockLastName,
  emailRef,
  onEmailFocused,
}: NewsletterFieldsProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  // The form's values and focus are watched by a FormSpy that renders nothing, not read here: read
  // here, every key and every focus change re-rendered all the fields (the click on the button
  // blurs the e-mail field, and that render was half of the click's time, issue 38, INP).
  const lastActive = useRef<string | undefined>(undefined);
  const watchForm = useCallback(
    ({ values, active }: FormState<SubscriberFormValues>) => {
      if (active === 'email' && lastActive.current !== 'email') onEmailFocused();
      lastActive.current = active;
      const wantsReveal =
        active === 'email' || Object.entries(values).some(([name, value]) => name !== botTrapField && hasValue(value));
      if (wantsReveal) setRevealed(true);
    },
    [onEmailFocused],
  );

  // Links take the size of the text around them: the checkbox labels' copy, the notice's smaller text.
  const link =
    (href: string, size: 'small' | 'medium' = 'medium') =>
    (chunks: ReactNode[]) => (
      <TextLink href={href} size={size}>
        {chunks}
      </TextLink>
    );
  const nameValidators = {
    firstName: market.names === 'required' ? validateRequiredFirstName : validateOptionalName,
    lastName: market.names === 'required' ? validateRequiredLastName : validateOptionalName,
  };

  return (
    <Fields>
      <FormSpy<SubscriberFormValues> subscription={{ values: true, active: true }} onChange={watchForm} />
      <FormTextInput
        ref={emailRef}
        name="email"
        type="email"
        label={intl.formatMessage(newsletterFormMessages.emailLabel)}
        required
        validate={validateEmail}
      />
      {revealed && (
        <>
          {market.salutation !== 'hidden' && (
            <FormSelect
              name="salutation"
              label={intl.formatMessage(newsletterFormMessages.salutationLabel)}
              placeholder={intl.formatMessage(newsletterFormMessages.salutationPlaceholder)}
              options={salutationDisplayOrder.map((value) => ({
                value,
                label: intl.formatMessage(salutationMessages[value]),
              }))}
              required={market.salutation === 'required'}
              validate={market.salutation === 'required' ? validateRequiredSalutation : undefined}
              autoComplete="honorific-prefix"
            />
          )}
          {market.names !== 'hidden' && (
            <>
              {inNameOrder(nameOrder, {
                given: (
                  <FormTextInput
                    key="firstName"
                    name="firstName"
                    label={intl.formatMessage(newsletterFormMessages.firstNameLabel)}
                    required={market.names === 'required'}
                    validate={nameValidators.firstName}
                    disabled={lockFirstName}
                    autoComplete="given-name"
                  />
                ),
                family: (
                  <FormTextInput
                    key="lastName"
                    name="lastName"
                    label={intl.formatMessage(newsletterFormMessages.lastNameLabel)}
                    required={market.names === 'required'}
                    validate={nameValidators.lastName}
                    disabled={lockLastName}
                    autoComplete="family-name"
                  />
                ),
              })}
            </>
          )}
          {!currentConsents.includes('DNE') && (
            <FormCheckbox
              name="consents"
              value="DNE"
              label={
                <FormattedMessage
                  {...newsletterLegalMessages.consentDne}
                  values={{ privacy: link(market.links.privacy) }}
                />
              }
            />
          )}
          {market.newsletterCheckbox && (
            <FormCheckbox
              name="legals"
              value="NEWSLETTER"
              required
              validate={validateRequiredLegals}
              label={
                <FormattedMessage
                  {...newsletterLegalMessages.newsletterCheckbox}
                  values={{
                    consent: link(market.newsletterCheckbox.usageConsent),
                    hint: link(market.newsletterCheckbox.newsletterHint),
                  }}
                />
              }
            />
          )}
          <LegalNotice>
            <FormattedMessage
              {...newsletterLegalMessages.legalNotice}
              values={{
                age: ageNote,
                deletionDays: limits.newsletterUnconfirmedDeletionDays,
                inactivityYears: limits.newsletterInactivityYears,
                privacy: link(market.links.privacy, 'small'),
                contact: link(market.links.contact, 'small'),
                example: link(market.links.exampleNewsletter, 'small'),
              }}
            />
          </LegalNotice>
        </>
      )}
      {/* The bot trap: out of sight, out of the tab order and hidden from screen readers; a
          person never fills it, a form-filling robot does. */}
      <VisuallyHidden aria-hidden="true">
        <FormTextInput
          name={botTrapField}
          label={intl.formatMessage(newsletterFormMessages.botTrapLabel)}
          tabIndex={-1}
          // "off" does not stop Chrome from filling an address into a field named like e-mail; no
          // browser fills a one-time code here, so a person's browser never springs the trap.
          autoComplete="one-time-code"
        />
      </VisuallyHidden>
    </Fields>
  );
}

const Fields = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(4) }));

const LegalNotice = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.s,
  color: theme.color.textMuted,
  whiteSpace: 'pre-line',
}));

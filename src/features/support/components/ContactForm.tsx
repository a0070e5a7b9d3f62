import styled from '@emotion/styled';
import type { FormApi } from 'final-form';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectSite } from '../../../app/platform';
import { Button } from '../../../design-system/Button/Button';
import { Notification } from '../../../design-system/Notification/Notification';
import {
  defaultNameRules,
  FormFileInput,
  FormTextarea,
  FormTextInput,
  ShopForm,
  FormSubmitButton,
  inNameOrder,
  type FieldError,
  type NameRules,
} from '../../../forms';
import { contactMessages } from '../messages';
import { useSendContactRequestMutation } from '../supportApi';
import { trackContact } from '../tracking';
import type { ContactValues } from '../types';
import { nameValidator, validateContactEmail } from '../validators';

export interface ContactFormProps {
  /** The rules of the name fields, supplied from outside (spec 5); the newsletter's by default. */
  nameRules?: NameRules;
}

const initialValues: ContactValues = {
  customerFirstName: '',
  customerLastName: '',
  customerEmail: '',
  message: '',
  attachments: [],
};

const errorText = (format: (message: MessageDescriptor, values?: object) => string, error: FieldError) =>
  'message' in error ? format(error.message, error.values) : format(error);

/**
 * The contact form of /contact (newsletter-footer-preview.md 2.3, 5): first and last name (*), in
 * the site's order (HU the family name first), e-mail (*), message and up to three attachments,
 * judged on blur, sent as multipart. A failed send
 * keeps every value and file and says so above the form; a sent one shows the thanks. Page view,
 * submit attempt, failure, success and each invalid field of an attempt are tracked.
 */
export function ContactForm({ nameRules = defaultNameRules }: ContactFormProps) {
  const intl = useIntl();
  // Not a fixed id: two forms on one page must not share one (newsletter-footer-preview.md 5).
  const headingId = useId();
  const [send] = useSendContactRequestMutation();
  const [result, setResult] = useState<'none' | 'sent' | 'failed'>('none');
  const formRef = useRef<FormApi<ContactValues> | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const validateFirstName = nameValidator(nameRules, contactMessages.firstNameRequired);
  const validateLastName = nameValidator(nameRules, contactMessages.lastNameRequired);
  const { nameOrder } = useAppSelector(selectSite);

  useEffect(() => trackContact('page_view'), []);
  useEffect(() => {
    if (result !== 'none') resultRef.current?.focus();
  }, [result]);

  const submit = async (values: ContactValues) => {
    const answer = await send(values);
    if ('error' in answer) {
      trackContact('failure');
      setResult('failed');
      return;
    }
    trackContact('success');
    setResult('sent');
  };

  // Every press of the button is an attempt; the fields it finds invalid are tracked one by one.
  const trackAttempt = () => {
    trackContact('submit_attempt');
    queueMicrotask(() => {
      const errors = (formRef.current?.getState().errors ?? {}) as Record<string, FieldError | undefined>;
      for (const [field, error] of Object.entries(errors)) {
        if (error) trackContact('invalid_field', { field, message: errorText(intl.formatMessage, error) });
      }
    });
  };

  if (result === 'sent') {
    return (
      <Result ref={resultRef} tabIndex={-1}>
        <Notification state="success">{intl.formatMessage(contactMessages.success)}</Notification>
        <Button type="button" variant="secondary" onClick={() => setResult('none')}>
          {intl.formatMessage(contactMessages.another)}
        </Button>
      </Result>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(contactMessages.heading)}</h2>
      <Result ref={resultRef} tabIndex={-1}>
        {result === 'failed' && (
          <Notification state="error">{intl.formatMessage(contactMessages.failure)}</Notification>
        )}
      </Result>
      <Footnote>{intl.formatMessage(contactMessages.mandatory)}</Footnote>
      <div onSubmitCapture={trackAttempt}>
        <ShopForm<ContactValues> onSubmit={submit} initialValues={initialValues} aria-labelledby={headingId}>
          {({ form }) => {
            formRef.current = form;
            return (
              <Fields>
                {inNameOrder(nameOrder, {
                  given: (
                    <FormTextInput
                      key="customerFirstName"
                      name="customerFirstName"
                      label={intl.formatMessage(contactMessages.firstName)}
                      required={nameRules.required}
                      autoComplete="given-name"
                      validate={validateFirstName}
                    />
                  ),
                  family: (
                    <FormTextInput
                      key="customerLastName"
                      name="customerLastName"
                      label={intl.formatMessage(contactMessages.lastName)}
                      required={nameRules.required}
                      autoComplete="family-name"
                      validate={validateLastName}
                    />
                  ),
                })}
                <FormTextInput
                  name="customerEmail"
                  type="email"
                  label={intl.formatMessage(contactMessages.email)}
                  required
                  autoComplete="email"
                  validate={validateContactEmail}
                />
                <FormTextarea name="message" label={intl.formatMessage(contactMessages.message)} />
                <FormFileInput
                  name="attachments"
                  label={intl.formatMessage(contactMessages.attachments)}
                  hint={intl.formatMessage(contactMessages.attachmentsHint)}
                />
                <div>
                  <FormSubmitButton busyLabel={intl.formatMessage(contactMessages.sending)}>
                    {intl.formatMessage(contactMessages.submit)}
                  </FormSubmitButton>
                </div>
              </Fields>
            );
          }}
        </ShopForm>
      </div>
    </section>
  );
}

const Result = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space(4),
  ':focus': { outline: 'none' },
}));

const Footnote = styled.p(({ theme }) => ({ fontSize: theme.font.size.s, color: theme.color.textMuted }));

const Fields = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(4), maxWidth: '560px' }));

import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch } from '../../../app/hooks';
import { pagePaths } from '../../../config/endpoints';
import { Notification } from '../../../design-system/Notification/Notification';
import { FormTextInput, required, ShopForm, FormSubmitButton } from '../../../forms';
import { useLogInMutation, type LoginRequest } from '../loginApi';
import { loginMessages } from '../loginMessages';
import type { LoginOutcome } from '../loginOutcome';
import { sessionWatchStarted } from '../loginSlice';

const initialValues: LoginRequest = { email: '', password: '' };

/**
 * The login form (newsletter-footer-preview.md 4 "Login status result", 7, 8): e-mail and password,
 * sent to the login service, whose answer is one of three outcomes. SUCCESS says so, the header reads
 * the personal data again and session renewal watches the new login; UNAUTHORIZED and
 * SERVICE_UNAVAILABLE say what happened above the form, which keeps what was typed.
 */
export function LoginForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [logIn] = useLogInMutation();
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = async (values: LoginRequest) => {
    setOutcome(null);
    const answer = await logIn({ email: values.email.trim(), password: values.password });
    const result = answer.data ?? 'SERVICE_UNAVAILABLE';
    if (result === 'SUCCESS') dispatch(sessionWatchStarted());
    setOutcome(result);
  };

  if (outcome === 'SUCCESS')
    return (
      <Outcome>
        <Notification state="success" ref={outcomeRef} tabIndex={-1}>
          {intl.formatMessage(loginMessages.success)}
        </Notification>
        <Link href={pagePaths.home}>{intl.formatMessage(loginMessages.continueShopping)}</Link>
      </Outcome>
    );

  return (
    <ShopForm<LoginRequest>
      onSubmit={submit}
      initialValues={initialValues}
      aria-label={intl.formatMessage(loginMessages.form)}
    >
      {() => (
        <Fields>
          {outcome && (
            <Notification state="error" ref={outcomeRef} tabIndex={-1}>
              {intl.formatMessage(outcome === 'UNAUTHORIZED' ? loginMessages.unauthorized : loginMessages.unavailable)}
            </Notification>
          )}
          <FormTextInput
            name="email"
            type="email"
            label={intl.formatMessage(loginMessages.email)}
            autoComplete="username"
            required
            validate={required}
          />
          <FormTextInput
            name="password"
            type="password"
            strengthMeter={false}
            label={intl.formatMessage(loginMessages.password)}
            autoComplete="current-password"
            required
            validate={required}
          />
          <div>
            <FormSubmitButton busyLabel={intl.formatMessage(loginMessages.submitting)}>
              {intl.formatMessage(loginMessages.submit)}
            </FormSubmitButton>
          </div>
        </Fields>
      )}
    </ShopForm>
  );
}

const Fields = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(4), maxWidth: '28rem' }));

const Outcome = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(4) }));

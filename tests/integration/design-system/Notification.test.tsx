import { screen } from '@testing-library/react';
import { Notification } from '../../../src/design-system/Notification/Notification';
import type { NotificationState } from '../../../src/design-system/Notification/notificationRules';
import { renderWidget } from '../../support/renderWidget';

describe('Notification', () => {
  test.each<[NotificationState, 'alert' | 'status']>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ])('a %s message is announced as a live region of role %s', (state, role) => {
    renderWidget(<Notification state={state}>Einstellungen übernommen.</Notification>);
    expect(screen.getByRole(role)).toHaveTextContent('Einstellungen übernommen.');
  });

  test('shows its title above the message', () => {
    renderWidget(
      <Notification state="error" title="Technischer Fehler">
        Bitte versuchen Sie es später!
      </Notification>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Technischer FehlerBitte versuchen Sie es später!');
  });

  test('refuses a state from content that is not one of the four', () => {
    expect(() => renderWidget(<Notification state={'danger' as NotificationState}>Text</Notification>)).toThrow(
      'Unknown notification state "danger"; expected one of: info, success, error, warning',
    );
  });

  test('refuses an unknown variant', () => {
    expect(() =>
      renderWidget(
        <Notification state="info" variant={'toast' as 'banner'}>
          Text
        </Notification>,
      ),
    ).toThrow('Unknown notification variant "toast"; expected one of: banner, copysize, footnotesize');
  });
});

import { LazyLoginForm } from '../../features/login';
import { pageDescriptions, pageMessages } from '../messages';
import { SlotBoundary } from '../SlotBoundary';
import { DemoPage } from './DemoPage';

/** /login, where the user menu's 'Anmelden' leads: the login form. */
export function LoginPage() {
  return (
    <DemoPage title={pageMessages.loginTitle} description={pageDescriptions.login}>
      <SlotBoundary>
        <LazyLoginForm />
      </SlotBoundary>
    </DemoPage>
  );
}

export {
  loginSlice,
  sessionWatchStarted,
  sessionNotOnThisDevice,
  sessionLoginCookieMissing,
  sessionPollingStarted,
  userActivitySeen,
  pageVisibilityChanged,
  sessionPollingPaused,
  sessionPollingResumed,
  sessionCheckSkipped,
  sessionChecked,
  sessionPollingStopped,
  sessionCustomerInfoRequested,
  selectSession,
} from './loginSlice';
export { LazyLoginForm } from './components/LazyLoginForm';

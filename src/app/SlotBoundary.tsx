import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The window event by which an error boundary says what it caught, for the field data when it is on
 * (docs/field-data.md): an event rather than a call, so any boundary can say it and none depends on
 * the field data.
 */
export const caughtErrorEvent = 'shop:caught-error';

/** The `detail` of a `caughtErrorEvent`: the error and the components above the one that threw. */
export type CaughtErrorDetail = readonly [error: unknown, componentStack?: string | null];

interface SlotBoundaryProps {
  /** Shown instead of a widget that failed while rendering. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * One failing widget must not take the page down to a blank screen: its slot shows the fallback
 * and the rest of the page stays usable. (React offers error boundaries only as classes.)
 */
export class SlotBoundary extends Component<SlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // React says it in the console itself (its default `onCaughtError`); the field data hears it here.
    dispatchEvent(new CustomEvent<CaughtErrorDetail>(caughtErrorEvent, { detail: [error, info.componentStack] }));
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

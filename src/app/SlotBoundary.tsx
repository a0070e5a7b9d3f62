import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    console.error('A page widget failed and was replaced by its fallback:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

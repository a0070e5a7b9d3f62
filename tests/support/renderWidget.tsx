import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DesignSystemProvider } from '../../src/design-system/theme/DesignSystemProvider';
import { TestStyles } from './styles';

/**
 * Renders a design-system widget on its own: the theme and nothing else, since widgets know no
 * store, router or messages. Pass `userOptions: { advanceTimers: jest.advanceTimersByTime }`
 * with fake timers.
 */
export function renderWidget(
  ui: ReactElement,
  {
    userOptions,
    ...options
  }: Omit<RenderOptions, 'wrapper'> & { userOptions?: Parameters<typeof userEvent.setup>[0] } = {},
) {
  const user = userEvent.setup(userOptions);
  return {
    user,
    ...render(ui, {
      wrapper: ({ children }) => (
        <TestStyles>
          <DesignSystemProvider>{children}</DesignSystemProvider>
        </TestStyles>
      ),
      ...options,
    }),
  };
}

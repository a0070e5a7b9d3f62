import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../design-system/Button/Button';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'state' | 'loadingLabel' | 'children'> & {
  /** While the form is being sent: the button shows it is busy and takes no second press. */
  busy: boolean;
  /** What it is busy with, for screen readers, e.g. "Ihre Nachricht wird gesendet". */
  busyLabel: string;
  children: ReactNode;
};

/** A form's submit button, busy while the form is sent (so Enter or a second click sends nothing more). */
export function SubmitButton({ busy, busyLabel, children, ...rest }: SubmitButtonProps) {
  return busy ? (
    <Button {...rest} type="submit" state="loading" loadingLabel={busyLabel}>
      {children}
    </Button>
  ) : (
    <Button {...rest} type="submit">
      {children}
    </Button>
  );
}

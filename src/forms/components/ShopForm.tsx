import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

export interface ShopFormProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => void | object | Promise<void | object>;
  initialValues?: Partial<V>;
  /** The form's contents; its submit button is a FormSubmitButton, which follows the sending itself. */
  children: (helpers: { form: FormApi<V> }) => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A prefill that arrives after the shopper started typing keeps what was typed. */
  keepDirtyOnReinitialize?: boolean;
}

// The form's own render follows none of its state: each field follows its own (useFormField) and
// the submit button the sending (FormSubmitButton), so a key, a blur or a submit re-renders only
// what shows it (issue 38, INP).
const formSubscription = {};

/**
 * A form of the shop: validates on blur, never on every keystroke (newsletter-footer-preview.md 4),
 * and lets the browser's own validation bubbles stay away (noValidate): the fields show our texts.
 * It is never sent the browser's way, not even from the server's HTML before the scripts run
 * (`data-shop-form`, src/app/boot.ts).
 */
export function ShopForm<V extends object>({
  onSubmit,
  initialValues,
  keepDirtyOnReinitialize,
  children,
  ...rest
}: ShopFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
      validateOnBlur
      subscription={formSubscription}
    >
      {({ handleSubmit, form }) => (
        <form
          onSubmit={(event) => {
            // Enter submits without leaving the field, so the field has not been judged since it
            // changed (validation runs on blur): judge it now, or a stale error blocks the submit.
            const { active } = form.getState();
            if (active) form.blur(active);
            // The form's state (submitting, submit errors) carries the outcome; the promise only
            // tells a caller when the submission ended, and the browser's submit event has none.
            void handleSubmit(event);
          }}
          noValidate
          // Sent by script only: src/app/boot.ts holds a native submit before the scripts own the form.
          data-shop-form=""
          {...rest}
        >
          {children({ form })}
        </form>
      )}
    </Form>
  );
}

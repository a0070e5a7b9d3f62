import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import {
  FormCheckbox,
  FormFileInput,
  FormRadioGroup,
  FormSelect,
  FormTextarea,
  FormTextInput,
  required,
  ShopForm,
} from '../../src/forms';

/**
 * The react-final-form bindings of the design system's inputs, as features use them: errors
 * appear on blur, disappear while the field has focus, and every text is in the site's language.
 *
 * **Use:** in a feature's form, bind inputs with these wrappers instead of wiring react-final-form
 * by hand, so that every form shows its errors the same way and at the same moment.
 *
 * **Accessibility:** the error text is linked to its input (`aria-describedby`).
 */
function DemoForm() {
  return (
    <ShopForm<Record<string, unknown>> onSubmit={() => undefined} aria-label="Kontakt">
      {() => (
        <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
          <FormTextInput name="email" type="email" label="E-Mail-Adresse" required validate={required} />
          <FormTextInput name="password" type="password" label="Passwort" />
          <FormTextInput name="iban" type="iban" label="IBAN" />
          <FormSelect
            name="salutation"
            label="Anrede"
            placeholder="Bitte wählen"
            options={[
              { value: 'MRS', label: 'Frau' },
              { value: 'MR', label: 'Herr' },
            ]}
          />
          <FormRadioGroup
            name="contact"
            legend="Rückmeldung per"
            options={[
              { value: 'mail', label: 'E-Mail' },
              { value: 'phone', label: 'Telefon' },
            ]}
          />
          <FormTextarea name="message" label="Ihre Nachricht" maxLength={200} />
          <FormFileInput name="attachments" label="Anhänge hinzufügen" />
          <FormCheckbox name="consent" label="Ich stimme der Verarbeitung meiner Daten zu." validate={required} />
          <button type="submit">Senden</button>
        </div>
      )}
    </ShopForm>
  );
}

const meta = {
  title: 'Features/Forms/Form bindings',
  component: DemoForm,
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ErrorOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(email);
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  },
};

export const PasswordStrength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Passwort'), 'Kaffee2go');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '3');
  },
};

export const Polish: Story = { parameters: { site: 'PL' } };

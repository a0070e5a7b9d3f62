import { screen } from '@testing-library/react';
import { defineMessage, IntlProvider } from 'react-intl';
import {
  FormCheckbox,
  FormFileInput,
  FormSelect,
  FormTextarea,
  FormTextInput,
  required,
  ShopForm,
} from '../../../src/forms';
import type { SiteCode } from '../../../src/config/sites';
import { text } from '../../support/messages';
import { renderWithProviders } from '../../support/renderWithProviders';

const takenError = defineMessage({ id: 'test.taken', defaultMessage: 'Diese Adresse ist schon angemeldet.' });

function renderForm({ site = 'DE' as SiteCode, onSubmit = jest.fn() } = {}) {
  // accept is only a hint to the browser's picker: the widget must refuse what it lets through.
  const userOptions = { applyAccept: false };
  const view = renderWithProviders(
    <ShopForm<Record<string, unknown>> onSubmit={onSubmit} aria-label="Testformular">
      {() => (
        <>
          <FormTextInput name="email" type="email" label="E-Mail" required validate={required} />
          <FormTextInput name="password" type="password" label="Passwort" />
          <FormCheckbox name="consent" label="Ich stimme zu" validate={required} />
          <FormSelect
            name="salutation"
            label="Anrede"
            placeholder="Bitte wählen"
            options={[
              { value: 'MRS', label: 'Frau' },
              { value: 'MR', label: 'Herr' },
            ]}
            validate={required}
          />
          <FormTextarea name="message" label="Nachricht" maxLength={10} />
          <FormFileInput name="attachments" label="Anhänge" />
          <button type="submit">Senden</button>
        </>
      )}
    </ShopForm>,
    { site, userOptions },
  );
  return view;
}

describe('form bindings', () => {
  it('judge a field on blur, not while typing, and hide its error while it has focus', async () => {
    const { user } = renderForm();
    const email = screen.getByRole('textbox', { name: 'E-Mail' });

    await user.click(email);
    await user.type(email, '   ');
    expect(screen.queryByText('Dies ist ein Pflichtfeld.')).not.toBeInTheDocument();

    await user.tab();
    expect(email).toHaveAccessibleDescription('Dies ist ein Pflichtfeld.');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.click(email);
    expect(screen.queryByText('Dies ist ein Pflichtfeld.')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');

    await user.type(email, 'anna@example.de');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Dies ist ein Pflichtfeld.')).not.toBeInTheDocument();
  });

  it('show every required error on submit and send nothing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('send the values, and show a server error on its field until the field changes', async () => {
    const onSubmit = jest.fn().mockReturnValue({ email: takenError });
    const { user } = renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'anna@example.de');
    await user.click(screen.getByRole('checkbox', { name: 'Ich stimme zu' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), 'Frau');
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'anna@example.de', consent: true, salutation: 'MRS' });
    expect(screen.getByText('Diese Adresse ist schon angemeldet.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'x');
    await user.tab();
    expect(screen.queryByText('Diese Adresse ist schon angemeldet.')).not.toBeInTheDocument();
  });

  it.each([
    ['DE', 'Abcdefg1', 'Sehr stark'],
    ['DE', 'abc', 'Schwach'],
    ['PL', 'abcdefg1', 'Silne'],
    ['TR', 'abcdefgh', 'Orta'],
  ] as const)('label a password strength in %s: %s is "%s"', async (site, password, label) => {
    const { user } = renderForm({ site });
    await user.type(screen.getByLabelText('Passwort'), password);
    expect(screen.getByRole('meter', { name: text(site, 'forms.password.strength.meter') })).toHaveAttribute(
      'aria-valuetext',
      label,
    );
  });

  it('count the remaining characters of a text area', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), 'Hallo');
    expect(screen.getByText('Noch 5 Zeichen')).toBeVisible();
  });

  it('word an attachment refusal in the page’s language', async () => {
    const { user } = renderForm();
    const zip = new File(['x'], 'rechnung.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('Anhänge'), zip);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'rechnung.zip wurde nicht angehängt: Erlaubt sind nur JPG, PNG und PDF.',
    );
  });
});

describe('checkboxes bound to one value of an array', () => {
  it('add and remove their value, and a required group names what is missing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <ShopForm<{ topics: string[] }> onSubmit={onSubmit} initialValues={{ topics: ['COFFEE'] }}>
        {() => (
          <>
            <FormCheckbox name="topics" value="COFFEE" label="Kaffee" validate={required} />
            <FormCheckbox name="topics" value="KITCHEN" label="Küche" validate={required} />
            <button type="submit">Senden</button>
          </>
        )}
      </ShopForm>,
    );
    const coffee = screen.getByRole('checkbox', { name: 'Kaffee' });
    const kitchen = screen.getByRole('checkbox', { name: 'Küche' });
    expect(coffee).toBeChecked();
    expect(kitchen).not.toBeChecked();

    await user.click(kitchen);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ topics: ['COFFEE', 'KITCHEN'] });

    await user.click(coffee);
    await user.click(kitchen);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2);
  });
});

describe('password strength labels outside the nine sites', () => {
  it.each([
    ['en', 'Very strong'],
    ['da-DK', 'Meget stærk'],
    ['sv-SE', 'Mycket stark'],
  ])('are given in %s', async (locale, label) => {
    const { user } = renderWithProviders(
      <IntlProvider locale={locale} defaultLocale={locale} messages={{}}>
        <ShopForm<Record<string, unknown>> onSubmit={jest.fn()}>
          {() => <FormTextInput name="password" type="password" label="Password" />}
        </ShopForm>
      </IntlProvider>,
    );
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', label);
  });
});

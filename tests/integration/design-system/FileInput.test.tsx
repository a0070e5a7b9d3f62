import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { FileInput, type FileInputProps } from '../../../src/design-system/FileInput/FileInput';
import { renderWidget } from '../../support/renderWidget';

const label = 'Dateien anhängen';
const messages: FileInputProps['messages'] = {
  tooMany: (max, name) => `${name} wurde nicht angehängt: höchstens ${max} Dateien.`,
  tooLarge: (name, maxKb) => `${name} ist größer als ${maxKb} KB.`,
  wrongType: (name) => `${name}: nur JPG, PNG oder PDF.`,
};
const removeLabel = (name: string) => `${name} entfernen`;

const file = (name: string, bytes = 2000, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

type ControlledProps = Partial<Omit<FileInputProps, 'files'>> & { initial?: File[] };

function Controlled({ initial = [], onChange, ...props }: ControlledProps) {
  const [files, setFiles] = useState<readonly File[]>(initial);
  return (
    <FileInput
      label={label}
      messages={messages}
      removeLabel={removeLabel}
      {...props}
      files={files}
      onChange={(next) => {
        onChange?.(next);
        setFiles(next);
      }}
    />
  );
}

const picker = () => screen.getByLabelText(label);
const listed = () => screen.queryAllByRole('listitem').filter((item) => within(item).queryByRole('button') !== null);
const alertTexts = () =>
  within(screen.getByRole('alert'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('FileInput', () => {
  test('a file picker named by its label that asks for several JPG, PNG or PDF files', () => {
    renderWidget(<Controlled hint="Bis zu 3 Dateien (JPG, PNG, PDF), je höchstens 5 MB." />);
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,application/pdf,image/png');
    expect(picker()).toHaveAccessibleDescription('Bis zu 3 Dateien (JPG, PNG, PDF), je höchstens 5 MB.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  test('is reached with Tab', async () => {
    const { user } = renderWidget(<Controlled />);
    await user.tab();
    expect(picker()).toHaveFocus();
  });

  test('accepted files join the list with name, size and a named remove button', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} formatSize={(bytes) => `${bytes} B`} />);
    const invoice = file('rechnung.pdf', 1200);
    const photo = file('foto.jpg', 3400, 'image/jpeg');

    await user.upload(picker(), [invoice, photo]);
    expect(onChange).toHaveBeenLastCalledWith([invoice, photo]);
    expect(listed().map((item) => item.textContent)).toEqual(['rechnung.pdf1200 B', 'foto.jpg3400 B']);
    expect(screen.getByRole('button', { name: 'rechnung.pdf entfernen' })).toBeInTheDocument();
    expect(alertTexts()).toEqual([]);

    const scan = file('scan.png', 10, 'image/png');
    await user.upload(picker(), scan);
    expect(onChange).toHaveBeenLastCalledWith([invoice, photo, scan]);
  });

  test('sizes are shown in the language of the page', async () => {
    document.documentElement.lang = 'de-DE';
    try {
      const { user } = renderWidget(<Controlled />);
      await user.upload(picker(), file('handbuch.pdf', 1_200_000));
      // As this ICU writes 1.2 MB in German ("1,2 MB"); ICU versions may differ in the space.
      const size = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'megabyte' }).format(1.2);
      expect(within(listed()[0]!).getByText(size.replace(/\s+/g, ' '))).toBeInTheDocument();
    } finally {
      document.documentElement.lang = '';
    }
  });

  test('a file of a type accept only hints at is refused with its message and not added', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} />, { userOptions: { applyAccept: false } });
    await user.upload(picker(), file('notizen.txt', 10, 'text/plain'));
    expect(alertTexts()).toEqual(['notizen.txt: nur JPG, PNG oder PDF.']);
    expect(onChange).not.toHaveBeenCalled();
    expect(listed()).toHaveLength(0);
  });

  test('a file over 5000 KB is refused; one of exactly 5000 KB is taken', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} />);
    await user.upload(picker(), file('gross.pdf', 5_000_001));
    expect(alertTexts()).toEqual(['gross.pdf ist größer als 5000 KB.']);
    expect(onChange).not.toHaveBeenCalled();

    await user.upload(picker(), file('genau.pdf', 5_000_000));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(listed().map((item) => within(item).getByText('genau.pdf'))).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
  });

  test('a fourth file is refused', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(
      <Controlled onChange={onChange} initial={[file('1.pdf'), file('2.pdf'), file('3.pdf')]} />,
    );
    await user.upload(picker(), file('4.pdf'));
    expect(alertTexts()).toEqual(['4.pdf wurde nicht angehängt: höchstens 3 Dateien.']);
    expect(onChange).not.toHaveBeenCalled();
    expect(listed()).toHaveLength(3);
  });

  test('a mixed batch: the good files join, each refused file gets its own message', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} initial={[file('1.pdf')]} />, {
      userOptions: { applyAccept: false },
    });
    const photo = file('foto.jpg', 10, 'image/jpeg');
    const scan = file('scan.png', 10, 'image/png');
    await user.upload(picker(), [
      file('film.mp4', 10, 'video/mp4'),
      photo,
      file('riesig.png', 6_000_000, 'image/png'),
      scan,
      file('zuviel.pdf'),
    ]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: '1.pdf' }), photo, scan]);
    expect(alertTexts()).toEqual([
      'film.mp4: nur JPG, PNG oder PDF.',
      'riesig.png ist größer als 5000 KB.',
      'zuviel.pdf wurde nicht angehängt: höchstens 3 Dateien.',
    ]);
  });

  test('a message that does not name the file is shown once for the batch', async () => {
    const { user } = renderWidget(
      <Controlled
        initial={[file('1.pdf'), file('2.pdf')]}
        messages={{ ...messages, tooMany: (max) => `Höchstens ${max} Dateien.` }}
      />,
    );
    await user.upload(picker(), [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(alertTexts()).toEqual(['Höchstens 3 Dateien.']);
    expect(listed()).toHaveLength(3);
  });

  test('the next pick replaces the refusals of the last one', async () => {
    const { user } = renderWidget(<Controlled />);
    await user.upload(picker(), file('gross.pdf', 6_000_000));
    expect(alertTexts()).toHaveLength(1);
    await user.upload(picker(), file('klein.pdf'));
    expect(alertTexts()).toEqual([]);
  });

  test('remove takes a file out; focus moves to the next file, then to the picker', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} initial={[file('a.pdf'), file('b.pdf')]} />);

    await user.click(screen.getByRole('button', { name: 'a.pdf entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'b.pdf entfernen' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(listed()).toHaveLength(0);
    expect(picker()).toHaveFocus();
  });

  test('a removed file can be picked again', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled onChange={onChange} />);
    const invoice = file('rechnung.pdf');
    await user.upload(picker(), invoice);
    await user.click(screen.getByRole('button', { name: 'rechnung.pdf entfernen' }));
    await user.upload(picker(), invoice);
    expect(onChange).toHaveBeenLastCalledWith([invoice]);
    expect(screen.getByText('rechnung.pdf')).toBeInTheDocument();
  });

  test('the error state marks the picker invalid and describes it with the message', () => {
    renderWidget(<Controlled state="error" error="Bitte hängen Sie die Rechnung an." hint="PDF, JPG oder PNG" />);
    expect(picker()).toBeInvalid();
    expect(picker()).toHaveAccessibleDescription('PDF, JPG oder PNG Bitte hängen Sie die Rechnung an.');
  });

  test('disabled: nothing can be picked or removed', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled disabled onChange={onChange} initial={[file('a.pdf')]} />);
    expect(picker()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'a.pdf entfernen' })).toBeDisabled();
    await user.upload(picker(), file('b.pdf'));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an unknown state from content throws a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(<Controlled state={'warning' as 'error'} />)).toThrow(
      'Unknown file input state "warning"',
    );
  });
});

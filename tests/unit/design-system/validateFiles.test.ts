import { limits } from '../../../src/config/limits';
import {
  bytesPerKb,
  refusalTexts,
  validateFiles,
  type RefusalMessages,
} from '../../../src/design-system/FileInput/validateFiles';

const maxBytes = limits.attachmentMaxSizeKb * bytesPerKb;

const file = (name: string, bytes = 10, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

const names = (files: readonly File[]) => files.map((f) => f.name);

describe('validateFiles', () => {
  test('a kilobyte is 1000 bytes: a file of exactly 5000 KB is accepted', () => {
    const exact = file('exact.pdf', maxBytes);
    expect(exact.size).toBe(5_000_000);
    expect(validateFiles([], [exact])).toEqual({ accepted: [exact], refusals: [] });
  });

  test('one byte over 5000 KB is refused as too large', () => {
    expect(validateFiles([], [file('big.pdf', maxBytes + 1)])).toEqual({
      accepted: [],
      refusals: [{ file: 'big.pdf', reason: 'tooLarge' }],
    });
  });

  test('a file without a type (not recognised by the browser) is refused as the wrong type', () => {
    expect(validateFiles([], [file('notes', 10, '')]).refusals).toEqual([{ file: 'notes', reason: 'wrongType' }]);
  });

  test.each(['text/plain', 'image/gif', 'image/svg+xml', 'application/zip'])(
    '%s is refused as the wrong type',
    (type) => {
      expect(validateFiles([], [file('x', 10, type)]).refusals).toEqual([{ file: 'x', reason: 'wrongType' }]);
    },
  );

  test.each(limits.attachmentTypes)('%s is accepted', (type) => {
    expect(names(validateFiles([], [file('ok', 10, type)]).accepted)).toEqual(['ok']);
  });

  test('a fourth file is refused when three are attached', () => {
    const current = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    expect(validateFiles(current, [file('4.pdf')])).toEqual({
      accepted: [],
      refusals: [{ file: '4.pdf', reason: 'tooMany' }],
    });
  });

  test('a batch fills the free places in order and refuses the rest as too many', () => {
    const { accepted, refusals } = validateFiles([file('1.pdf')], [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(names(accepted)).toEqual(['a.pdf', 'b.pdf']);
    expect(refusals).toEqual([{ file: 'c.pdf', reason: 'tooMany' }]);
  });

  test('a mixed batch: refused files take no place, so a good file after them still fits', () => {
    const { accepted, refusals } = validateFiles(
      [file('1.pdf'), file('2.pdf')],
      [
        file('big.png', maxBytes + 1, 'image/png'),
        file('notes.txt', 10, 'text/plain'),
        file('photo.jpg', 10, 'image/jpeg'),
        file('late.pdf'),
      ],
    );
    expect(names(accepted)).toEqual(['photo.jpg']);
    expect(refusals).toEqual([
      { file: 'big.png', reason: 'tooLarge' },
      { file: 'notes.txt', reason: 'wrongType' },
      { file: 'late.pdf', reason: 'tooMany' },
    ]);
  });

  test('a file that is both wrong and too large is refused for its type', () => {
    expect(validateFiles([], [file('movie.mp4', maxBytes + 1, 'video/mp4')]).refusals).toEqual([
      { file: 'movie.mp4', reason: 'wrongType' },
    ]);
  });

  test('with all places taken, a wrong file still gets its own reason, not "too many"', () => {
    const current = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    expect(validateFiles(current, [file('notes.txt', 10, 'text/plain')]).refusals).toEqual([
      { file: 'notes.txt', reason: 'wrongType' },
    ]);
  });

  test('an empty file of an allowed type is accepted; nothing added gives nothing', () => {
    const empty = file('empty.pdf', 0);
    expect(validateFiles([], [empty]).accepted).toEqual([empty]);
    expect(validateFiles([file('1.pdf')], [])).toEqual({ accepted: [], refusals: [] });
  });

  test('the attached files are left as they are', () => {
    const current = [file('1.pdf')];
    validateFiles(current, [file('2.pdf')]);
    expect(names(current)).toEqual(['1.pdf']);
  });
});

describe('refusalTexts', () => {
  const messages: RefusalMessages = {
    tooMany: (max) => `Höchstens ${max} Dateien.`,
    tooLarge: (name, maxKb) => `${name} ist größer als ${maxKb} KB.`,
    wrongType: (name) => `${name} hat ein falsches Format.`,
  };

  test('each refusal gets its text with the limits of the spec, in order', () => {
    expect(
      refusalTexts(
        [
          { file: 'big.pdf', reason: 'tooLarge' },
          { file: 'notes.txt', reason: 'wrongType' },
          { file: 'late.pdf', reason: 'tooMany' },
        ],
        messages,
      ),
    ).toEqual(['big.pdf ist größer als 5000 KB.', 'notes.txt hat ein falsches Format.', 'Höchstens 3 Dateien.']);
  });

  test('a text that does not name the file is shown once, one that does is shown per file', () => {
    const refusals = [
      { file: 'a.pdf', reason: 'tooMany' },
      { file: 'b.pdf', reason: 'tooMany' },
    ] as const;
    expect(refusalTexts(refusals, messages)).toEqual(['Höchstens 3 Dateien.']);
    expect(refusalTexts(refusals, { ...messages, tooMany: (max, name) => `${name}: höchstens ${max}.` })).toEqual([
      'a.pdf: höchstens 3.',
      'b.pdf: höchstens 3.',
    ]);
  });
});

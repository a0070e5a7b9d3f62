import { caseCollisions } from '../../scripts/check-paths';

describe('caseCollisions', () => {
  it('finds a component beside a helper of the same name in lower case', () => {
    expect(caseCollisions(['src/Button/Button.tsx', 'src/Button/button.ts', 'src/Button/buttonRules.ts'])).toEqual([
      ['src/Button/Button.tsx', 'src/Button/button.ts'],
    ]);
  });

  it('finds two files that differ only in case, extension and all', () => {
    expect(caseCollisions(['README.md', 'docs/x.md', 'Readme.md'])).toEqual([['README.md', 'Readme.md']]);
  });

  it('lets a test and the module it tests differ by more than case', () => {
    expect(caseCollisions(['src/a/image.ts', 'tests/a/image.test.ts', 'src/a/Image.css'])).toEqual([]);
  });
});

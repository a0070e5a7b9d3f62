import { titlesWithoutDocs, type IndexEntry } from '../../scripts/storyIndex';

const story = (title: string, name: string): IndexEntry => ({ id: `${title}--${name}`, title, type: 'story' });
const docs = (title: string): IndexEntry => ({ id: `${title}--docs`, title, type: 'docs' });

describe('titlesWithoutDocs (npm run test:stories fails on a widget without its docs page)', () => {
  it('names each story group that has no docs entry, once', () => {
    const entries = [
      story('Design system/Button', 'primary'),
      story('Design system/Button', 'sale'),
      story('Footer', 'x'),
    ];
    expect(titlesWithoutDocs(entries)).toEqual(['Design system/Button', 'Footer']);
  });

  it('passes groups that have one, and docs pages with no stories (the token pages)', () => {
    const entries = [docs('Design system/Button'), story('Design system/Button', 'primary'), docs('Tokens/Colours')];
    expect(titlesWithoutDocs(entries)).toEqual([]);
  });
});

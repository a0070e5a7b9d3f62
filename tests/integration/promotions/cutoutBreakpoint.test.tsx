import { render } from '@testing-library/react';
import * as v from 'valibot';
import { PromotionImage } from '../../../src/features/promotions/components/PromotionImage';
import { cutoutSchema } from '../../../src/features/promotions/types';

/* header-search-cart.md 3, "Image cutout": the spec does not type `breakpoint`. */

const cutout = (breakpoint: unknown, imagePath = '/img/wide.jpg') => ({
  imagePath,
  targetSize: { width: 400, height: 300 },
  breakpoint,
});

it.each([
  ['a name of the breakpoint table', 'm', 768],
  ['a listed breakpoint as a number', 767, 768],
  ['a min-width as a number', 768, 768],
  ['a number as a text', ' 1024 ', 1024],
  ['another number', 600, 600],
])('reads %s (%p) as the min-width %p', (_what, breakpoint, px) => {
  expect(v.parse(cutoutSchema, cutout(breakpoint)).breakpoint).toBe(px);
});

it('keeps a cutout whose breakpoint it cannot read, from 0 px, with a warning', () => {
  globalThis.expectConsoleWarnings?.([/^promotion cutout breakpoint: an optional field/]);
  const parsed = v.parse(cutoutSchema, cutout({ min: 768 }));
  expect(parsed.imagePath).toBe('/img/wide.jpg');
  expect(parsed.breakpoint).toBeUndefined();
});

it('shows the picture of a numeric breakpoint from that width up', () => {
  const cutouts = [cutout(767, '/img/wide.jpg'), cutout('xs', '/img/narrow.jpg')].map((c) => v.parse(cutoutSchema, c));
  const { container } = render(<PromotionImage cutouts={cutouts} />);
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- <source> has no role
  const sources = [...container.querySelectorAll('source')];
  expect(sources.map((source) => [source.media, source.srcset])).toEqual([['(min-width: 768px)', '/img/wide.jpg']]);
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a decorative img has no role
  expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/narrow.jpg');
});

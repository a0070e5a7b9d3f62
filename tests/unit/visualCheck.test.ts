import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import {
  compare,
  decode,
  encode,
  pictureName,
  reduceColours,
  trim,
  VisualCheck,
  type Picture,
} from '../../scripts/visual';

const white = [255, 255, 255];
const navy = [0, 42, 92];

/** A white page with a navy box at (left, top) of the given size, as a PNG (its pixels via `encode`). */
function page(
  width: number,
  height: number,
  box: { left: number; top: number; width: number; height: number },
): Picture {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inBox = x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
      data.set([...(inBox ? navy : white), 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** A picture of many colours: a gradient, as a photo or anti-aliased text has. */
function gradient(width: number, height: number): Picture {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([i % 256, (i * 7) % 256, (i * 13) % 256, 255], i * 4);
  return { width, height, data };
}

const box = { left: 8, top: 8, width: 40, height: 20 };

describe('the visual check (scripts/visual.ts)', () => {
  it('trims the empty page below and right of the story, keeping its top left', () => {
    const trimmed = trim(page(375, 300, box));
    expect([trimmed.width, trimmed.height]).toEqual([48, 28]);
  });

  it('finds a 4 px padding change: the box moved 4 px down and right', () => {
    const { differing } = compare(page(100, 60, box), page(100, 60, { ...box, left: 12, top: 12 }));
    expect(differing).toBeGreaterThan(100);
  });

  it('finds a box grown by 4 px, pictures of different sizes included', () => {
    const before = trim(page(375, 300, box));
    const after = trim(page(375, 300, { ...box, height: 24 }));
    expect(compare(before, after).differing).toBeGreaterThan(0);
  });

  it('finds nothing between two takes of the same page', () => {
    expect(compare(page(100, 60, box), page(100, 60, box)).differing).toBe(0);
  });

  it('stores a picture of many colours in a palette of 256, the same palette every time', () => {
    const reduced = reduceColours(gradient(300, 200));
    const colours = new Set(new Uint32Array(reduced.data.buffer, reduced.data.byteOffset, 300 * 200));
    expect(colours.size).toBeLessThanOrEqual(256);
    expect(reduceColours(gradient(300, 200)).data.equals(reduced.data)).toBe(true);
    // Read back as it was written.
    expect(decode(encode(reduced)).data.equals(reduced.data)).toBe(true);
  });

  it('keeps the colours of a page that has few exactly', () => {
    const picture = page(100, 60, box);
    expect(reduceColours(picture).data.equals(picture.data)).toBe(true);
  });
});

describe('accepting pictures (`npm run visual:accept`)', () => {
  const png = (picture: Picture) => encode(picture);
  const setUp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'visual-'));
    return { baselines: path.join(dir, 'baselines'), report: path.join(dir, 'report') };
  };

  it('fails a changed story by name, and reports baseline, new picture and diff', () => {
    const { baselines, report } = setUp();
    new VisualCheck({ update: true, allStories: true }, baselines, report).check(
      'cart--mini',
      375,
      png(page(200, 100, box)),
    );
    const check = new VisualCheck({ update: false, allStories: true }, baselines, report);
    const problem = check.check('cart--mini', 375, png(page(200, 100, { ...box, top: 12 })));
    expect(problem).toMatch(/^looks different from its baseline: \d+ pixels/);
    check.finish();
    expect(readdirSync(report).sort()).toEqual([
      'cart--mini.375.baseline.png',
      'cart--mini.375.diff.png',
      'cart--mini.375.new.png',
      'index.html',
    ]);
    expect(readFileSync(path.join(report, 'index.html'), 'utf8')).toContain('cart--mini</a> at 375 px');
  });

  it('passes a few stray pixels as noise, and fails a 5 × 5 square more', () => {
    const { baselines, report } = setUp();
    new VisualCheck({ update: true, allStories: true }, baselines, report).check(
      'frame',
      1280,
      png(page(200, 100, box)),
    );
    const check = new VisualCheck({ update: false, allStories: true }, baselines, report);
    // Four pixels of another colour inside the box, as two runs over the same build once differed.
    const speckled = page(200, 100, box);
    for (const at of [0, 1, 2, 3]) speckled.data.set([...white, 255], (15 * 200 + 20 + at) * 4);
    expect(check.check('frame', 1280, png(speckled))).toBeUndefined();
    // A 5 × 5 square cut out of the box (an icon's dot, say): more than noise.
    const dotted = page(200, 100, box);
    for (let y = 12; y < 17; y += 1)
      for (let x = 30; x < 35; x += 1) dotted.data.set([...white, 255], (y * 200 + x) * 4);
    expect(check.check('frame', 1280, png(dotted))).toMatch(/^looks different from its baseline: 25 pixels/);
  });

  it('rewrites only the pictures whose pixels changed, adds new ones and removes those of removed stories', () => {
    const { baselines, report } = setUp();
    const first = new VisualCheck({ update: true, allStories: true }, baselines, report);
    first.check('kept', 375, png(page(200, 100, box)));
    first.check('changed', 375, png(page(200, 100, box)));
    first.check('removed', 375, png(page(200, 100, box)));
    first.finish();
    const kept = path.join(baselines, pictureName('kept', 375));
    // The same pixels in other bytes (an RGB PNG of pngjs's) leave the file alone.
    const trimmed = trim(page(200, 100, box));
    writeFileSync(kept, PNG.sync.write(Object.assign(new PNG(trimmed), { data: trimmed.data })));
    const before = statSync(kept).mtimeMs;

    const accept = new VisualCheck({ update: true, allStories: true }, baselines, report);
    expect(accept.check('kept', 375, png(page(200, 100, box)))).toBeUndefined();
    expect(accept.check('changed', 375, png(page(200, 100, { ...box, left: 12 })))).toBeUndefined();
    expect(accept.check('added', 375, png(page(200, 100, box)))).toBeUndefined();
    expect(accept.finish().summary).toMatch(/^3 pictures: 1 changed, 1 new, 1 of removed stories accepted/);

    expect(readdirSync(baselines).sort()).toEqual(['added.375.png', 'changed.375.png', 'kept.375.png']);
    expect(statSync(kept).mtimeMs).toBe(before);
    const check = new VisualCheck({ update: false, allStories: true }, baselines, report);
    expect(check.check('changed', 375, png(page(200, 100, { ...box, left: 12 })))).toBeUndefined();
  });

  it('fails a story without a baseline, and a baseline without a story', () => {
    const { baselines, report } = setUp();
    const first = new VisualCheck({ update: true, allStories: true }, baselines, report);
    first.check('gone', 1280, png(page(200, 100, box)));
    first.finish();
    const check = new VisualCheck({ update: false, allStories: true }, baselines, report);
    expect(check.check('fresh', 1280, png(page(200, 100, box)))).toMatch(/^no baseline picture yet/);
    expect(check.finish().problems).toEqual([
      'gone.1280.png: a baseline picture of no story (`npm run visual:accept` removes it)',
    ]);
  });
});

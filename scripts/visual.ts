/**
 * The visual check of `npm run test:stories`: each story's picture at each width is compared, pixel
 * by pixel, with its baseline in `stories/baselines/` (`<story id>.<width>.png`). A story whose
 * picture differs fails, named; `artifacts/visual/index.html` shows baseline, new picture and diff
 * side by side. `npm run visual:accept` (`test:stories -- --update`) makes the new pictures the
 * baseline: it rewrites only the pictures whose pixels changed, adds those of new stories and
 * removes those of stories that no longer exist, so its commit names the stories that changed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(__dirname, '..');
export const baselineDir = path.join(root, 'stories/baselines');
export const reportDir = path.join(root, 'artifacts/visual');

/** Opaque RGBA pixels, 4 bytes each, row by row. */
export interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * How far apart two pixels' colours may be and still count as the same (pixelmatch's threshold:
 * the OKLab HyAB distance, 1 being black against white). Its default; together with pixelmatch's
 * anti-aliasing detection it lets a glyph edge that the rasteriser shaded a little differently pass,
 * while any pixel that a moved box, border or text covers or uncovers counts.
 */
const colourThreshold = 0.1;

/**
 * At most this many differing pixels in a picture of the same size pass as noise: two runs over
 * the same build once differed by 2 and 4 pixels (page-frame stories at 1280 px; the rasteriser,
 * and the 128-colour palette chosen anew for each picture). A change a designer would see covers
 * far more: the 4 px padding of issue 37's planted change, 26,973 pixels; a 1 px border on a button,
 * a few hundred.
 */
const noisePixels = 16;

export function decode(png: Buffer): Picture {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/**
 * An 8-bit palette PNG of a picture of at most 256 colours (`reduceColours`), at zlib's best
 * compression: a third of the bytes of RGB before compression. pngjs reads such PNGs but writes
 * none, hence the few lines of the format here (PNG specification, chunks IHDR, PLTE, IDAT, IEND).
 */
export function encode(picture: Picture): Buffer {
  const { width, height, data } = picture;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const index = new Map<number, number>();
  const scanlines = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Filter type 0 (none) for each row, the usual choice for palette images.
    for (let x = 0; x < width; x += 1) {
      const colour = pixels[y * width + x]!;
      let entry = index.get(colour);
      if (entry === undefined) {
        entry = index.size;
        if (entry > 255) throw new Error('encode: more than 256 colours; reduceColours first');
        index.set(colour, entry);
      }
      scanlines[y * (width + 1) + 1 + x] = entry;
    }
  }
  const palette = Buffer.alloc(index.size * 3);
  for (const [colour, entry] of index) {
    palette[entry * 3] = colour & 0xff;
    palette[entry * 3 + 1] = (colour >>> 8) & 0xff;
    palette[entry * 3 + 2] = (colour >>> 16) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, colour type 3 (palette), deflate, filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, crc]);
}

/** The palette's size: a PNG's largest palette, enough for a page's flat colours and its text's edges. */
const paletteSize = 256;
/** Colours kept exactly, whatever else the picture holds: the most frequent ones (surfaces, text, borders). */
const exactColours = 96;

/**
 * The picture in at most 256 colours, so that it is stored as a palette PNG (`encode`). A page of
 * widgets has few colours that cover its areas and many that only the edges of glyphs, icons and
 * pictures have. The most frequent colours stay exact; the others are grouped by median cut (split
 * the group with the widest channel range times pixel count at its weighted median, until the
 * palette is full) and each becomes its group's mean; every pixel then takes its nearest palette
 * colour. No dithering: a change of a pixel stays a change of that pixel. Deterministic: the same
 * picture gives the same palette, so an unchanged story's picture is byte for byte the same.
 */
export function reduceColours(picture: Picture): Picture {
  const { width, height, data } = picture;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const counts = new Map<number, number>();
  // Counted run by run: most of a page is runs of one colour.
  for (let i = 0; i < pixels.length;) {
    const pixel = pixels[i]!;
    let end = i + 1;
    while (end < pixels.length && pixels[end] === pixel) end += 1;
    counts.set(pixel, (counts.get(pixel) ?? 0) + end - i);
    i = end;
  }
  if (counts.size <= paletteSize) return picture;
  // Most frequent first, ties by colour value: the same order on every run.
  const colours = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const palette = colours.slice(0, exactColours).map(([colour]) => colour);
  const boxes: Box[] = [colours.slice(exactColours).map(([colour, count]) => ({ rgb: channels(colour), count }))];
  while (palette.length + boxes.length < paletteSize) {
    let widest: { box: Box; channel: number; score: number } | undefined;
    for (const box of boxes) {
      if (box.length < 2) continue;
      const [channel, range] = widestChannel(box);
      const score = range * box.reduce((sum, colour) => sum + colour.count, 0);
      if (!widest || score > widest.score) widest = { box, channel, score };
    }
    if (!widest) break;
    const { box, channel } = widest;
    box.sort(
      (a, b) => a.rgb[channel]! - b.rgb[channel]! || a.rgb[0] - b.rgb[0] || a.rgb[1] - b.rgb[1] || a.rgb[2] - b.rgb[2],
    );
    const half = box.reduce((sum, colour) => sum + colour.count, 0) / 2;
    let at = 0;
    for (let seen = 0; at < box.length - 1 && seen + box[at]!.count <= half; at += 1) seen += box[at]!.count;
    at = Math.min(Math.max(at, 1), box.length - 1);
    boxes.splice(boxes.indexOf(box), 1, box.slice(0, at), box.slice(at));
  }
  for (const box of boxes) if (box.length > 0) palette.push(mean(box));
  const paletteRgb = palette.map(channels);
  const nearest = new Map<number, number>();
  for (const [colour] of colours) {
    const [r, g, b] = channels(colour);
    let best = 0;
    let bestDistance = Infinity;
    paletteRgb.forEach(([pr, pg, pb], entry) => {
      const distance = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [entry, distance];
    });
    nearest.set(colour, palette[best]!);
  }
  const reduced = Buffer.alloc(data.length);
  const out = new Uint32Array(reduced.buffer, reduced.byteOffset, width * height);
  let [last, lastOut] = [-1, 0];
  for (let i = 0; i < pixels.length; i += 1) {
    if (pixels[i] !== last) [last, lastOut] = [pixels[i]!, nearest.get(pixels[i]!)!];
    out[i] = lastOut;
  }
  return { width, height, data: reduced };
}

type Box = { rgb: [number, number, number]; count: number }[];

/** Red, green and blue of an opaque RGBA pixel read as a little-endian 32-bit number. */
const channels = (colour: number): [number, number, number] => [
  colour & 0xff,
  (colour >>> 8) & 0xff,
  (colour >>> 16) & 0xff,
];

function widestChannel(box: Box): [number, number] {
  let widest: [number, number] = [0, -1];
  for (let channel = 0; channel < 3; channel += 1) {
    let [low, high] = [255, 0];
    for (const colour of box) [low, high] = [Math.min(low, colour.rgb[channel]!), Math.max(high, colour.rgb[channel]!)];
    if (high - low > widest[1]) widest = [channel, high - low];
  }
  return widest;
}

function mean(box: Box): number {
  const total = box.reduce((sum, colour) => sum + colour.count, 0);
  const [r, g, b] = [0, 1, 2].map((channel) =>
    Math.round(box.reduce((sum, colour) => sum + colour.rgb[channel]! * colour.count, 0) / total),
  ) as [number, number, number];
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

/**
 * The picture without the empty page below and right of the story: the rows at the bottom and the
 * columns at the right that are all of the bottom right pixel's colour (the page's background). The
 * top left stays where it is, so a story that moves within the page still shows as moved.
 */
export function trim(picture: Picture): Picture {
  const { width, height, data } = picture;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const background = pixels[width * height - 1];
  let bottom = height;
  while (bottom > 1 && rowIs(pixels, width, bottom - 1, background)) bottom -= 1;
  let right = width;
  while (right > 1 && columnIs(pixels, width, bottom, right - 1, background)) right -= 1;
  return crop(picture, right, bottom);
}

function rowIs(pixels: Uint32Array, width: number, row: number, value: number | undefined) {
  for (let x = 0; x < width; x += 1) if (pixels[row * width + x] !== value) return false;
  return true;
}

function columnIs(pixels: Uint32Array, width: number, height: number, column: number, value: number | undefined) {
  for (let y = 0; y < height; y += 1) if (pixels[y * width + column] !== value) return false;
  return true;
}

/** The picture's top left `width` × `height` pixels, the area outside it filled with `fill` (RGBA). */
function crop(picture: Picture, width: number, height: number, fill = 0xffffffff): Picture {
  if (width === picture.width && height === picture.height) return picture;
  const data = Buffer.alloc(width * height * 4);
  new Uint32Array(data.buffer, data.byteOffset, width * height).fill(fill);
  const rowBytes = Math.min(width, picture.width) * 4;
  for (let y = 0; y < Math.min(height, picture.height); y += 1) {
    picture.data.copy(data, y * width * 4, y * picture.width * 4, y * picture.width * 4 + rowBytes);
  }
  return { width, height, data };
}

/**
 * How many pixels of `actual` differ from `baseline`, and a diff picture: the baseline faded, the
 * differing pixels red (darker in the new picture: blue), anti-aliasing differences yellow. Pictures
 * of different sizes are compared over the larger size, the missing part of each magenta, so that
 * every pixel one of them has and the other has not counts.
 */
export function compare(baseline: Picture, actual: Picture): { differing: number; diff: Picture } {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const magenta = 0xffff00ff; // little-endian RGBA: ff 00 ff ff
  const a = crop(baseline, width, height, magenta);
  const b = crop(actual, width, height, magenta);
  const diff = { width, height, data: Buffer.alloc(width * height * 4) };
  const differing = pixelmatch(a.data, b.data, diff.data, width, height, {
    threshold: colourThreshold,
    diffColorAlt: [0, 64, 255],
  });
  return { differing, diff };
}

export const pictureName = (storyId: string, width: number) => `${storyId}.${width}.png`;

type Finding =
  | { kind: 'changed'; storyId: string; width: number; differing: number }
  | { kind: 'new'; storyId: string; width: number }
  | { kind: 'removed'; name: string };

/**
 * One run's comparison: `check` each story's picture as it is taken, then `finish` once every story
 * was shown. With `update` the new pictures become the baseline instead of failing.
 */
export class VisualCheck {
  private readonly findings: Finding[] = [];
  private readonly checked = new Set<string>();
  /**
   * The last picture read and its baseline, decoded: `differs` and then `check` judge the same
   * picture (test-stories.ts), and decoding both PNGs and reducing the picture's colours is most of
   * a check's time (about 50 ms a picture on the 2-core machine, 650 pictures a run).
   */
  private lastRead?: { png: Buffer; file: string; actual: Picture; baseline: Picture };

  constructor(
    private readonly options: { update: boolean; allStories: boolean },
    private readonly baselines = baselineDir,
    private readonly report = reportDir,
  ) {
    rmSync(report, { recursive: true, force: true });
    mkdirSync(report, { recursive: true });
    mkdirSync(baselines, { recursive: true });
  }

  /**
   * Whether the picture differs from the story's baseline beyond noise, recording nothing: a story
   * whose picture differs is rendered once more before `check` judges it (test-stories.ts).
   */
  differs(storyId: string, width: number, png: Buffer): boolean {
    const file = path.join(this.baselines, pictureName(storyId, width));
    if (this.options.update || !existsSync(file)) return false;
    const { actual, baseline } = this.read(png, file);
    if (sameSize(baseline, actual) && baseline.data.equals(actual.data)) return false;
    return !sameSize(baseline, actual) || compare(baseline, actual).differing > noisePixels;
  }

  /** Compares one picture (a PNG of the whole page) with its baseline; says what is wrong, if anything. */
  check(storyId: string, width: number, png: Buffer): string | undefined {
    const name = pictureName(storyId, width);
    this.checked.add(name);
    const file = path.join(this.baselines, name);
    if (!existsSync(file)) {
      const actual = reduceColours(trim(decode(png)));
      this.findings.push({ kind: 'new', storyId, width });
      this.writeReport(name, 'new', actual);
      if (this.options.update) writeFileSync(file, encode(actual));
      return this.options.update ? undefined : 'no baseline picture yet (a new story? `npm run visual:accept`)';
    }
    const { actual, baseline } = this.read(png, file);
    if (sameSize(baseline, actual) && baseline.data.equals(actual.data)) return undefined;
    const { differing, diff } = compare(baseline, actual);
    if (differing <= noisePixels && sameSize(baseline, actual)) return undefined;
    this.findings.push({ kind: 'changed', storyId, width, differing });
    this.writeReport(name, 'baseline', baseline);
    this.writeReport(name, 'new', actual);
    this.writeReport(name, 'diff', diff);
    if (this.options.update) {
      writeFileSync(file, encode(actual));
      this.lastRead = undefined;
      return undefined;
    }
    const size = sameSize(baseline, actual)
      ? ''
      : `, ${baseline.width}×${baseline.height} → ${actual.width}×${actual.height} px`;
    return `looks different from its baseline: ${differing} pixels${size} (artifacts/visual/index.html)`;
  }

  /** The picture as stored (trimmed, in a palette's colours) and its baseline, each decoded once. */
  private read(png: Buffer, file: string) {
    if (this.lastRead?.png !== png || this.lastRead.file !== file)
      this.lastRead = { png, file, actual: reduceColours(trim(decode(png))), baseline: decode(readFileSync(file)) };
    return this.lastRead;
  }

  /**
   * After the run: baselines of stories that no longer exist (a run over every story only), the
   * HTML report, and what is wrong.
   */
  finish(): { problems: string[]; summary: string } {
    const problems: string[] = [];
    if (this.options.allStories) {
      for (const name of readdirSync(this.baselines).filter((file) => file.endsWith('.png'))) {
        if (this.checked.has(name)) continue;
        this.findings.push({ kind: 'removed', name });
        if (this.options.update) rmSync(path.join(this.baselines, name));
        else problems.push(`${name}: a baseline picture of no story (\`npm run visual:accept\` removes it)`);
      }
    }
    writeFileSync(path.join(this.report, 'index.html'), reportPage(this.findings, this.options.update));
    const count = (kind: Finding['kind']) => this.findings.filter((finding) => finding.kind === kind).length;
    const verb = this.options.update ? 'accepted' : 'found';
    const summary =
      `${this.checked.size} pictures: ${count('changed')} changed, ${count('new')} new, ` +
      `${count('removed')} of removed stories ${verb}` +
      (this.findings.length > 0 ? ` (${path.relative(root, this.report)}/index.html)` : '');
    return { problems, summary };
  }

  private writeReport(name: string, role: 'baseline' | 'new' | 'diff', picture: Picture) {
    // The diff has more colours than a palette holds (the faded baseline): an RGB PNG, fast.
    const png =
      role === 'diff' ? PNG.sync.write(Object.assign(new PNG(picture), { data: picture.data })) : encode(picture);
    writeFileSync(path.join(this.report, name.replace(/\.png$/, `.${role}.png`)), png);
  }
}

const sameSize = (a: Picture, b: Picture) => a.width === b.width && a.height === b.height;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function reportPage(findings: Finding[], updated: boolean): string {
  const figure = (file: string, caption: string) =>
    `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${caption}"></a></figure>`;
  const sections = findings.map((finding) => {
    if (finding.kind === 'removed') {
      return `<section><h2>${escapeHtml(finding.name)}</h2><p>A baseline of a story that no longer exists${updated ? ': removed' : ''}.</p></section>`;
    }
    const name = pictureName(finding.storyId, finding.width);
    const base = escapeHtml(name.replace(/\.png$/, ''));
    const story = `../../storybook-static/?path=/story/${encodeURIComponent(finding.storyId)}`;
    const heading = `<h2><a href="${escapeHtml(story)}">${escapeHtml(finding.storyId)}</a> at ${finding.width} px</h2>`;
    if (finding.kind === 'new') {
      return `<section>${heading}<p>No baseline yet${updated ? ': this picture is it now' : ''}.</p><div class="pictures">${figure(`${base}.new.png`, 'New')}</div></section>`;
    }
    return (
      `<section>${heading}<p>${finding.differing} pixels differ${updated ? '; the new picture is the baseline now' : ''}.</p>` +
      `<div class="pictures">${figure(`${base}.baseline.png`, 'Baseline')}${figure(`${base}.new.png`, 'New')}${figure(`${base}.diff.png`, 'Diff')}</div></section>`
    );
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual check: ${findings.length} differences</title>
<style>
  body { font: 14px/1.4 sans-serif; margin: 16px; color: #1a1a1a; }
  section { border-top: 1px solid #c7c7c7; padding: 8px 0 16px; }
  h2 { font-size: 16px; margin: 0 0 4px; }
  .pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: bold; margin-bottom: 4px; }
  img { max-width: 100%; border: 1px solid #767676; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style>
</head>
<body>
<h1>Visual check: ${findings.length === 0 ? 'every story looks as its baseline' : `${findings.length} differences`}</h1>
<p>Diff: the baseline faded; red where a pixel differs, blue where it is darker in the new picture, yellow where only anti-aliasing differs; magenta where one picture is larger than the other.</p>
${sections.join('\n')}
</body>
</html>
`;
}

import styled from '@emotion/styled';
import type { Cutout } from '../types';

/** The width from which the cutout is the picture (types.ts reads the breakpoint as a min-width). */
const minWidth = (cutout: Cutout) => cutout.breakpoint ?? 0;

/**
 * A promotion picture from its cutouts (header-search-cart.md 3, "Image cutout"): each cutout is
 * the picture from its breakpoint up; the box is reserved from the smallest cutout's size, so
 * nothing moves when it arrives. The CMS's imageCss and containerCss are not applied. Decorative:
 * the headline beside it says what the promotion is.
 */
export function PromotionImage({ cutouts }: { cutouts: readonly Cutout[] }) {
  const widestFirst = [...cutouts].sort((a, b) => minWidth(b) - minWidth(a));
  const smallest = widestFirst.at(-1)!;
  return (
    <Picture>
      {widestFirst.slice(0, -1).map((cutout) => (
        <source
          key={cutout.imagePath}
          media={`(min-width: ${minWidth(cutout)}px)`}
          srcSet={cutout.imagePath}
          width={cutout.targetSize.width}
          height={cutout.targetSize.height}
        />
      ))}
      <img
        src={smallest.imagePath}
        alt=""
        width={smallest.targetSize.width}
        height={smallest.targetSize.height}
        loading="lazy"
      />
    </Picture>
  );
}

const Picture = styled.picture({
  display: 'block',
  img: { display: 'block', width: '100%', height: 'auto' },
});

import styled from '@emotion/styled';
import { useEffect, useEffectEvent, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { limits } from '../../config/limits';
import { withinTolerance, type ImageStatus } from './imageRules';

export interface ImageProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError' | 'children'
> {
  src: string;
  /** What the image shows; '' for a decorative image that a screen reader should skip. */
  alt: string;
  /** The declared size in CSS pixels: the box reserved before the image arrives. */
  width: number;
  height: number;
  onStatusChange?: (status: ImageStatus) => void;
  /** Shown instead of the image when it fails to load; without it the placeholder stays. */
  fallback?: ReactNode;
}

type Fit = 'cover' | 'contain';

/**
 * An image that reserves its box before it loads (width, height and CSS aspect-ratio), so the
 * page does not shift, and shows a placeholder surface until it arrives. An image whose real
 * ratio is within the spec's 5 % of the declared one fills the box (cropping at most 5 % of one
 * side, never distorted); one further off is letterboxed on the placeholder so nothing of it is
 * cut off (see withinTolerance).
 */
export function Image({ src, alt, width, height, onStatusChange, fallback, ...rest }: ImageProps) {
  const [status, setStatus] = useState<ImageStatus>('loading');
  const [fit, setFit] = useState<Fit>('cover');
  const [shownSrc, setShownSrc] = useState(src);
  if (src !== shownSrc) {
    // A new source starts over: placeholder first, its own ratio check when it has loaded.
    setShownSrc(src);
    setStatus('loading');
    setFit('cover');
  }

  const reportStatus = useEffectEvent((next: ImageStatus) => onStatusChange?.(next));
  useEffect(() => {
    reportStatus(status);
  }, [status]);

  const declared = { width, height };
  return (
    <Frame declared={declared} placeholder={status !== 'loaded' || fit === 'contain'}>
      {status === 'error' && fallback !== undefined && fallback !== null ? (
        fallback
      ) : (
        <Img
          {...rest}
          src={src}
          alt={alt}
          width={width}
          height={height}
          fit={fit}
          shown={status === 'loaded'}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            const actual = { width: naturalWidth, height: naturalHeight };
            setFit(withinTolerance(declared, actual, limits.imagePlaceholderTolerance) ? 'cover' : 'contain');
            setStatus('loaded');
          }}
          onError={() => setStatus('error')}
        />
      )}
    </Frame>
  );
}

const Frame = styled('span', { shouldForwardProp: (prop) => prop !== 'declared' && prop !== 'placeholder' })<{
  declared: { width: number; height: number };
  /** While loading, after an error and behind the bands of a letterboxed image. */
  placeholder: boolean;
}>(({ theme, declared, placeholder }) => ({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  // Like a plain <img width height>: its declared width, narrower when the container is.
  width: `${declared.width}px`,
  maxWidth: '100%',
  aspectRatio: `${declared.width} / ${declared.height}`,
  background: placeholder ? theme.color.surfaceAlt : undefined,
  '& > *': { position: 'absolute', inset: 0, width: '100%', height: '100%' },
}));

const Img = styled('img', { shouldForwardProp: (prop) => prop !== 'fit' && prop !== 'shown' })<{
  fit: Fit;
  shown: boolean;
}>(({ fit, shown }) => ({
  display: 'block',
  objectFit: fit,
  // Transparent rather than hidden while loading or broken, so the placeholder shows through
  // while a screen reader still finds the image by its alt text.
  opacity: shown ? 1 : 0,
}));

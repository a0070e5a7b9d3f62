import styled from '@emotion/styled';
import { useEffect, useEffectEvent, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { limits } from '../../config/limits';
import { withinTolerance, type ImageStatus } from './imageRules';

export interface ImageProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError' | 'children'
> {
  /**
   * The picture's address. Without one (a service that sent no picture) the reserved box shows its
   * placeholder surface, with nothing to load; a non-empty `alt` then names the box.
   */
  src: string | undefined;
  /** What the image shows; '' for a decorative image that a screen reader should skip. */
  alt: string;
  /** The declared size in CSS pixels: the box reserved before the image arrives. */
  width: number;
  height: number;
  onStatusChange?: (status: ImageStatus) => void;
  /** Shown instead of the image when it fails to load; without it the placeholder stays. */
  fallback?: ReactNode;
  /**
   * Other pictures for other viewports (a `<picture>`): the first whose media query matches is
   * shown, in its own declared size; `src`, `width` and `height` are the picture otherwise. The
   * browser chooses, so the markup is the same for every viewport (and the server's HTML).
   */
  sources?: readonly ImageSource[];
}

export interface ImageSource {
  /** A media query, e.g. `(min-width: 1024px)`. */
  readonly media: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

type Fit = 'cover' | 'contain';

/**
 * An image that reserves its box before it loads (width, height and CSS aspect-ratio), so the
 * page does not shift, and shows a placeholder surface until it arrives. An image whose real
 * ratio is within the spec's 5 % of the declared one fills the box (cropping at most 5 % of one
 * side, never distorted); one further off is letterboxed on the placeholder so nothing of it is
 * cut off (see withinTolerance).
 */
export function Image({ src, alt, width, height, onStatusChange, fallback, sources, ...rest }: ImageProps) {
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
  /** The declared size of the picture the browser chose. */
  const declaredFor = (element: HTMLImageElement) =>
    sources?.find(
      (source) => element.currentSrc.endsWith(source.src) && globalThis.matchMedia?.(source.media).matches !== false,
    ) ?? declared;

  // A picture that arrived before React took over the server's HTML fired its load event unheard.
  const img = useRef<HTMLImageElement>(null);
  const loaded = (element: HTMLImageElement) => {
    const actual = { width: element.naturalWidth, height: element.naturalHeight };
    setFit(withinTolerance(declaredFor(element), actual, limits.imagePlaceholderTolerance) ? 'cover' : 'contain');
    setStatus('loaded');
  };
  const loadedBeforeMount = useEffectEvent(() => {
    if (img.current?.complete && img.current.naturalWidth > 0 && status === 'loading') loaded(img.current);
  });
  useEffect(() => loadedBeforeMount(), [shownSrc]);

  const picture = (
    <Img
      {...rest}
      ref={img}
      src={src}
      alt={alt}
      width={width}
      height={height}
      fit={fit}
      shown={status !== 'error'}
      onLoad={(event) => loaded(event.currentTarget)}
      onError={() => setStatus('error')}
    />
  );
  if (src === undefined) {
    return (
      <Frame declared={declared} sources={undefined} placeholder {...(alt ? { role: 'img', 'aria-label': alt } : {})} />
    );
  }
  return (
    <Frame declared={declared} sources={sources} placeholder={status !== 'loaded' || fit === 'contain'}>
      {status === 'error' && fallback !== undefined && fallback !== null ? (
        fallback
      ) : sources ? (
        <picture>
          {sources.map((source) => (
            <source
              key={source.media}
              media={source.media}
              srcSet={source.src}
              width={source.width}
              height={source.height}
            />
          ))}
          {picture}
        </picture>
      ) : (
        picture
      )}
    </Frame>
  );
}

const Frame = styled('span', {
  shouldForwardProp: (prop) => prop !== 'declared' && prop !== 'placeholder' && prop !== 'sources',
})<{
  declared: { width: number; height: number };
  sources: readonly ImageSource[] | undefined;
  /** While loading, after an error and behind the bands of a letterboxed image. */
  placeholder: boolean;
}>(({ theme, declared, sources = [], placeholder }) => ({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  // Like a plain <img width height>: its declared width, narrower when the container is.
  width: `${declared.width}px`,
  maxWidth: '100%',
  aspectRatio: `${declared.width} / ${declared.height}`,
  background: placeholder ? theme.color.surfaceAlt : undefined,
  '& > *, & > picture > img': { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  // Each source's box where its media query holds; the first source listed wins, as in <picture>.
  ...Object.fromEntries(
    [...sources]
      .reverse()
      .map((source) => [
        `@media ${source.media}`,
        { width: `${source.width}px`, aspectRatio: `${source.width} / ${source.height}` },
      ]),
  ),
}));

const Img = styled('img', { shouldForwardProp: (prop) => prop !== 'fit' && prop !== 'shown' })<{
  fit: Fit;
  shown: boolean;
}>(({ fit, shown }) => ({
  display: 'block',
  objectFit: fit,
  // Transparent rather than hidden when broken, so the placeholder shows through while a screen
  // reader still finds the image by its alt text. While it loads it is drawn as it arrives, over
  // the placeholder: the server's HTML shows it before any script runs.
  opacity: shown ? 1 : 0,
}));

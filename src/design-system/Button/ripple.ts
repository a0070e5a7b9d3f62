export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface RippleCircle {
  /** Offset of the circle's bounding square from the button's top-left corner, in px. */
  readonly x: number;
  readonly y: number;
  /** Diameter in px. */
  readonly size: number;
}

/**
 * The ripple's circle: centred where the pointer pressed, or in the middle when the click came
 * from the keyboard (no pointer position), and large enough to reach the farthest corner so it
 * covers the whole button as it grows.
 */
export function rippleCircle(button: Box, pointer: { readonly clientX: number; readonly clientY: number } | null) {
  const cx = pointer ? pointer.clientX - button.left : button.width / 2;
  const cy = pointer ? pointer.clientY - button.top : button.height / 2;
  const radius = Math.max(
    Math.hypot(cx, cy),
    Math.hypot(button.width - cx, cy),
    Math.hypot(cx, button.height - cy),
    Math.hypot(button.width - cx, button.height - cy),
  );
  return { x: cx - radius, y: cy - radius, size: radius * 2 } satisfies RippleCircle;
}

import { rippleCircle } from '../../../src/design-system/Button/ripple';

const button = { left: 100, top: 50, width: 80, height: 60 };

describe('rippleCircle', () => {
  test('a zero-size button gets a zero-size ripple', () => {
    expect(rippleCircle({ left: 0, top: 0, width: 0, height: 0 }, null)).toEqual({ x: 0, y: 0, size: 0 });
  });

  test('a keyboard click ripples from the middle, reaching the corners', () => {
    // Half diagonal of 80 x 60 is 50.
    expect(rippleCircle(button, null)).toEqual({ x: 40 - 50, y: 30 - 50, size: 100 });
  });

  test('a pointer click ripples from where it pressed, reaching the farthest corner', () => {
    // Pressed at the top-left corner: the farthest corner is the whole diagonal (100) away.
    expect(rippleCircle(button, { clientX: 100, clientY: 50 })).toEqual({ x: -100, y: -100, size: 200 });
  });

  test('measures from the button, not from the page', () => {
    const circle = rippleCircle(button, { clientX: 180, clientY: 110 });
    expect(circle.x + circle.size / 2).toBe(80);
    expect(circle.y + circle.size / 2).toBe(60);
    expect(circle.size).toBe(200);
  });
});

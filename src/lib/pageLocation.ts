/**
 * Full page loads go through this object, so a test can see where the shopper was sent (jsdom
 * cannot load another page) by replacing `assign`.
 */
export const pageLocation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

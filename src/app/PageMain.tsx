import styled from '@emotion/styled';

/**
 * The main area's id: the skip link's target, and the element index.html's
 * `<link rel="expect" href="#main" blocking="render">` names. That link holds the browser's first
 * paint until the parser has reached the main area, that is, has read the whole header and the app
 * banner above it. (Chromium lets the paint go once the named element is in the document: the
 * header's own id would release it at the header's first tag.)
 *
 * A browser paints while it parses, wherever a network packet or the parser's time slice happens
 * to end. A first frame cut inside the header showed a half-built row: the app banner's texts as
 * wide as the bar before its open button came, the search icon at the row's right end before the
 * user and cart icons, the promotion's code row centred before its copy button. Each then moved
 * when the rest arrived: a clean-clone CI run measured CLS 0.003 on `/contact`, and
 * tests/e2e/layoutShift.test.ts cuts the HTML at those places. These rows lay out from the right or
 * the centre, so no CSS keeps them still while they are incomplete. Waiting for the header costs the
 * time to parse some 40 kB. Chromium 124 and later honour the link; other browsers ignore it. A page
 * without a main area in its HTML (the plain files' empty frame) is painted once parsing ends.
 */
export const mainId = 'main';

/**
 * The page's main area in both frames: as wide as the header, focusable for the skip link and route
 * changes. At least a screen high, so the footer starts below the first screen: a page whose content
 * arrives late (a lazy page, a service's answer) grows below the fold and moves nothing in view
 * (layout shift, issue 16).
 */
export const PageMain = styled.main(({ theme }) => ({
  flex: 1,
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: theme.space(4),
  minHeight: '100vh',
  ':focus': { outline: 'none' },
}));

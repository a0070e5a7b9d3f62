/**
 * Every delay that changes what a person sees, named once with its unit
 * (header-search-cart.md 9, newsletter-footer-preview.md 9).
 */
export const timings = {
  flyoutOpenDelayMs: 300,
  flyoutEnterTransitionMs: 600,
  copySuccessMs: 3000,
  scrollDebounceMs: 50,
  resizeDebounceMs: 500,
  undoWindowMs: 10_000,
  changeErrorDisplayMs: 7500,
  suggestionRetryDelayMs: 2000,
  /** Ours: a lazy chunk whose download failed is asked for again no sooner than this. */
  chunkRetryBackoffMs: 1000,
  /**
   * Ours (the spec gives none): a request only after the typing pauses this long. Typists leave
   * 100-250 ms between keys, so a burst asks once; a pause to read the suggestions asks at once.
   */
  suggestionDebounceMs: 250,
  fetchTimeoutMs: 15_000,
  /**
   * Ours: how long the search results page keeps its results area empty for its category banner,
   * so that the banner does not push down results already in view (CLS 0, issue 16). A banner
   * that answers later is left out of that page view.
   */
  searchBannerWaitMs: 300,
  /**
   * Ours: how long the page's first paint waits for the header's banner (the server that renders
   * the page, or the browser rendering it alone), so that the banner is in it rather than pushing
   * the page down when it arrives. A slower promotion service's banner is held back on that page
   * (PromotionArea): it shows once the header has slid away, or with the visit's next page.
   */
  headerPromotionWaitMs: 300,
  sessionCheckIntervalMs: 3 * 60_000,
  previewRenewalIntervalMs: 5 * 60_000,
  loginCookieWaitMs: 10_000,
  characterCounterAnnounceDelayMs: 1500,
  rippleMinMs: 250,
} as const;

/**
 * The delays of a host's render (src/app/server/renderPage.tsx), apart from `timings`: the browser's
 * bundle has no use for them, and an object's keys all ship with it (issue 38 paid its first-load
 * bytes back here).
 */
export const hostTimings = {
  /**
   * Ours: how long the server's render of the results page waits for the query's results, so that
   * they are in its HTML and the page does not grow when they come. The server's answer is held
   * that long at most; slower results are the browser's to show, after the page's loader.
   */
  serverResultsWaitMs: 1000,
  /**
   * Ours: how long the server's render of a page for a crawler waits for the navigation services,
   * so that every flyout's links are in its HTML (header-search-cart.md 2). Later answers are left
   * out of that HTML: the bar is then the default one, with the top-level categories' links.
   */
  serverNavigationWaitMs: 1000,
  /**
   * Ours (issue 38): how long a host's render for a shopper waits for the answers that are the same
   * for every visitor of a site (the two navigation calls, the footer's content), the header
   * banner's wait: it waits for that anyway, so a service in time adds nothing. Later answers are
   * left out of that page (its browser asks for them) and kept for the renders after it.
   */
  serverSharedAnswersWaitMs: 300,
  /**
   * Ours (issue 38): how long a host reuses those answers for the site's pages before it asks again;
   * an editor's change to the navigation or the footer reaches new page views within this time.
   */
  serverSharedAnswersTtlMs: 5 * 60_000,
  /**
   * Ours (issue 38): how long a host waits before it asks again for a shared answer whose call
   * failed; meanwhile its pages go without it (their browsers ask), and a failing service is not
   * asked once per page view.
   */
  serverSharedAnswersRetryMs: 30_000,
} as const;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the shopper did with the promotions (header-search-cart.md 4): which banner's legal text is
 * open (closed, open; it closes on scroll down and when a flyout or the navigation opens), and
 * which voucher code was just copied (success for 3 s, during which further clicks are ignored; a
 * listener ends it with `promotions/copySuccessEnded`).
 */
export interface PromotionsState {
  /** The promotion id whose legal text is open. */
  legalTextOpen: string | null;
  /** The voucher code whose copy success is on show. */
  copied: string | null;
}

export const initialPromotionsState: PromotionsState = { legalTextOpen: null, copied: null };

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    legalTextToggled(state, action: PayloadAction<string>) {
      state.legalTextOpen = state.legalTextOpen === action.payload ? null : action.payload;
    },
    legalTextClosed(state) {
      state.legalTextOpen = null;
    },
    voucherCopied(state, action: PayloadAction<string>) {
      state.copied = action.payload;
    },
    copySuccessEnded(state) {
      state.copied = null;
    },
    /**
     * The first paint waited for the header's banner (`awaitHeaderPromotion`): it came in time, or
     * `timings.headerPromotionWaitMs` ran out and the page paints without it. Nothing to keep: the
     * answer is in the RTK Query cache; the action marks the wait's end in DevTools.
     */
    headerPromotionWaitEnded(_state, _action: PayloadAction<{ inTime: boolean }>) {},
  },
  selectors: {
    selectLegalTextOpen: (state) => state.legalTextOpen,
    selectCopiedVoucher: (state) => state.copied,
  },
});

export const { legalTextToggled, legalTextClosed, voucherCopied, copySuccessEnded, headerPromotionWaitEnded } =
  promotionsSlice.actions;
export const { selectLegalTextOpen, selectCopiedVoucher } = promotionsSlice.selectors;

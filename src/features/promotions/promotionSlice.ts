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
  /**
   * A page holding what sits below a promotion until it is ready (`awaitPromotion`), by id: still
   * waiting, ready in time, or late (the page went on without it, and leaves it out, or the
   * header's area holds it back as below); or held back (`promotionHeldBack`: the page was painted
   * without it by design, and shows it only where it moves nothing).
   */
  waits: Record<string, PromotionWait>;
}

export type PromotionWait = 'waiting' | 'inTime' | 'late' | 'heldBack';

export const initialPromotionsState: PromotionsState = { legalTextOpen: null, copied: null, waits: {} };

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
    /** A page waits for a promotion (its answer and the banners' chunk) before it shows what sits below it. */
    promotionWaitStarted(state, { payload }: PayloadAction<{ promotionId: string }>) {
      state.waits[payload.promotionId] = 'waiting';
    },
    /** The wait ended: the promotion is ready in time, or the wait's time ran out and the page goes on without it. */
    promotionWaitEnded(state, { payload }: PayloadAction<{ promotionId: string; inTime: boolean }>) {
      state.waits[payload.promotionId] = payload.inTime ? 'inTime' : 'late';
    },
    /**
     * The page does not wait for this promotion and is painted without it: a page the build
     * prerendered for any visitor, without the services (issue 47). When it comes, the area holds
     * it back until its frame says showing it moves nothing (PromotionArea's `heldMayShow`).
     */
    promotionHeldBack(state, { payload }: PayloadAction<{ promotionId: string }>) {
      state.waits[payload.promotionId] = 'heldBack';
    },
  },
  selectors: {
    selectLegalTextOpen: (state) => state.legalTextOpen,
    selectCopiedVoucher: (state) => state.copied,
    /** How a page's wait for this promotion stands; undefined before the page started it. */
    selectPromotionWait: (state, promotionId: string): PromotionWait | undefined => state.waits[promotionId],
  },
});

export const {
  legalTextToggled,
  legalTextClosed,
  voucherCopied,
  copySuccessEnded,
  promotionWaitStarted,
  promotionWaitEnded,
  promotionHeldBack,
} = promotionsSlice.actions;
export const { selectLegalTextOpen, selectCopiedVoucher, selectPromotionWait } = promotionsSlice.selectors;

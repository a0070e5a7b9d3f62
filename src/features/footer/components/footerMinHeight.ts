/** The footer's least height, kept from the first paint until its content is there. */
export const footerMinHeight = '320px';

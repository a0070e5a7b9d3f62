/** Personal header data (header-search-cart.md 3), as the customer front-end data call answers. */
export type LoginStatus = 'LOGGED_IN' | 'REMEMBERED' | 'LOGGED_OUT';

export interface PersonalData {
  tracking: { loginStatus: LoginStatus };
  customer?: {
    firstname?: string;
    lastname?: string;
    loyaltyBeans?: number;
    statuses?: {
      isCommunityMember?: boolean;
      isCardMember?: boolean;
    };
  };
}

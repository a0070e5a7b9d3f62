import { describeShopIn } from './shopFlows';

// The shop's main flows (shopFlows.ts) in WebKit, Safari’s engine; firefox.test.ts runs them in Firefox, beside this file.
describeShopIn('webkit');

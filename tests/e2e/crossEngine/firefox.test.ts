import { describeShopIn } from './shopFlows';

// The shop's main flows (shopFlows.ts) in Firefox; webkit.test.ts runs them in WebKit, beside this file.
describeShopIn('firefox');

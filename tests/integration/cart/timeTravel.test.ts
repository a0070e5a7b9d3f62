import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore, rootReducer } from '../../../src/app/store';
import { cartApi } from '../../../src/features/cart';
import { removeCartItem, restoreCartItem } from '../../../src/features/cart/cartThunks';
import { cartLines, titleOrder } from '../../../src/features/cart/cartLines';
import { selectCartView } from '../../../src/features/cart/selectors';
import { setScenario } from '../../../mocks/scenarios';
import { settleNetwork } from '../../support/network';

type State = ReturnType<typeof rootReducer>;
const replay = (actions: UnknownAction[]): State =>
  actions.reduce<State>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@INIT' }));

/**
 * What Redux DevTools does when a developer jumps through a cart flow: replay the recorded actions
 * through the reducers alone, with no service and no side effect, and get the same states.
 */
it('replays a remove, undo and failed change into a fresh store, reaching the same state', async () => {
  const recorded: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    recorded.push(action as UnknownAction);
    return next(action);
  };
  const store = makeStore({}, { middleware: [recorder] });

  const { data: cart } = await store.dispatch(cartApi.endpoints.getCart.initiate());
  const [espresso, jumper] = cartLines(cart!, titleOrder('de-DE'));
  store.dispatch(removeCartItem(espresso!));
  store.dispatch(restoreCartItem(espresso!.key));
  await settleNetwork();
  setScenario('cartChange', 'ITEM_LIMIT');
  store.dispatch(removeCartItem(jumper!));
  await settleNetwork();

  const types = recorded.map((action) => action.type);
  expect(types).toEqual(
    expect.arrayContaining([
      'cart/lineRemoved',
      'cart/lineRestored',
      'cart/changeSent',
      'cart/changeAnswered',
      'cart/changeFailed',
    ]),
  );
  // Everything in the flow is plain data: it survives the trip DevTools' serialiser makes.
  const replayed = replay(JSON.parse(JSON.stringify(recorded)) as UnknownAction[]);
  expect(replayed).toEqual(JSON.parse(JSON.stringify(store.getState())));

  // Jumping to the first removal shows the cart without the espresso, before the service answered.
  const afterRemoval = replay(recorded.slice(0, types.indexOf('cart/lineRemoved') + 1));
  const removedView = selectCartView(afterRemoval).cart!;
  expect(cartLines(removedView, titleOrder('de-DE')).map((line) => line.key)).not.toContain(espresso!.key);
  expect(afterRemoval.cart.recentlyRemoved.map((line) => line.key)).toEqual([espresso!.key]);
  // And the end of the flow shows the server's cart: the espresso back, the jumper kept (refused).
  const end = selectCartView(replayed).cart!;
  expect(cartLines(end, titleOrder('de-DE')).map((line) => line.key)).toEqual(
    cartLines(cart!, titleOrder('de-DE')).map((line) => line.key),
  );
});

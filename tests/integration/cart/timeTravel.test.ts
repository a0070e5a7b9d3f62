import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore, rootReducer } from '../../../src/app/store';
import { cartApi } from '../../../src/features/cart';
import { removeCartItem, restoreCartItem } from '../../../src/features/cart/cartThunks';
import { cartLines, titleOrder } from '../../../src/features/cart/miniCartLines';
import { selectCartView } from '../../../src/features/cart/selectors';
import { serviceCart } from '../../../mocks/handlers/cart';
import { setScenario } from '../../../mocks/scenarios';
import { settleNetwork } from '../../support/network';

type State = ReturnType<typeof rootReducer>;
const replay = (actions: UnknownAction[]): State =>
  actions.reduce<State>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@INIT' }));

/** The keys of the lines the mini cart would show at a replayed moment. */
const linesAt = (state: State) => cartLines(selectCartView(state).cart!, titleOrder('de-DE')).map((line) => line.key);

/**
 * What Redux DevTools does when a developer jumps through a cart flow: replay the recorded actions
 * through the reducers alone, with no service and no side effect, and get the same states.
 */
it('replays a remove, restore, remove and a refused change into a fresh store, reaching the same state', async () => {
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
  store.dispatch(removeCartItem(espresso!));
  await settleNetwork();
  setScenario('cartChange', 'ITEM_LIMIT');
  store.dispatch(removeCartItem(jumper!));
  await settleNetwork();

  // The patches show between the cart's own actions: each change is drawn on the cached cart,
  // then queued; each answer replaces the cache; the refused change is undone with its patch.
  const types = recorded.map((action) => action.type);
  const story = types.filter((type) => type.startsWith('cart/') || type.startsWith('api/queries/'));
  expect(story).toEqual([
    // remove, restore, remove: each drawn on the cached cart at once, then queued
    'api/queries/queryResultPatched',
    'cart/lineRemoved',
    'api/queries/queryResultPatched',
    'cart/lineRestored',
    'api/queries/queryResultPatched',
    'cart/lineRemoved',
    // the first answer replaces the cache; the two changes still queued are drawn on it again
    'cart/changeSent',
    'cart/changeAnswered',
    'api/queries/cacheEntriesUpserted',
    'api/queries/queryResultPatched',
    'api/queries/queryResultPatched',
    'cart/changesRedrawn',
    'cart/changeSent',
    'cart/changeAnswered',
    'api/queries/cacheEntriesUpserted',
    'api/queries/queryResultPatched',
    'cart/changesRedrawn',
    'cart/changeSent',
    'cart/changeAnswered',
    'api/queries/cacheEntriesUpserted',
    // the jumper's removal is refused: its patch is undone
    'api/queries/queryResultPatched',
    'cart/lineRemoved',
    'cart/changeSent',
    'api/queries/queryResultPatched',
    'cart/changeFailed',
  ]);

  // Everything in the flow is plain data: it survives the trip DevTools' serialiser makes.
  const replayed = replay(JSON.parse(JSON.stringify(recorded)) as UnknownAction[]);
  expect(replayed).toEqual(JSON.parse(JSON.stringify(store.getState())));

  // Jumping to each of the shopper's steps shows the cart as it was then, before any answer.
  const at = (occurrence: number, type: string) => {
    let index = -1;
    for (let seen = 0; seen < occurrence; seen += 1) index = types.indexOf(type, index + 1);
    return replay(recorded.slice(0, index + 1));
  };
  expect(linesAt(at(1, 'cart/lineRemoved'))).not.toContain(espresso!.key);
  expect(at(1, 'cart/lineRemoved').cart.recentlyRemoved.map((line) => line.key)).toEqual([espresso!.key]);
  expect(linesAt(at(1, 'cart/lineRestored'))).toContain(espresso!.key);
  expect(linesAt(at(2, 'cart/lineRemoved'))).not.toContain(espresso!.key);
  expect(linesAt(at(3, 'cart/lineRemoved'))).not.toContain(jumper!.key);
  // And the end of the flow is the service's cart: the espresso removed, the jumper kept (refused).
  expect(selectCartView(replayed).cart).toEqual(serviceCart('DE'));
  expect(linesAt(replayed)).toContain(jumper!.key);
  expect(linesAt(replayed)).not.toContain(espresso!.key);
});

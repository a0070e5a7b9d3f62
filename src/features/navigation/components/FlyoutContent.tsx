import type { FlyoutItem } from '../useBarItems';
import { CategoryFlyout } from './CategoryFlyout';
import { ThemeWorldFlyout } from './ThemeWorldFlyout';

/** The inside of one flyout: the chunk's entry point (flyoutChunk.ts). */
export function FlyoutContent({ id, flyout }: { id: string; flyout: FlyoutItem }) {
  return flyout.kind === 'themeWorlds' ? (
    <ThemeWorldFlyout navigation={flyout.navigation} overviewHref={flyout.href} />
  ) : (
    <CategoryFlyout id={id} category={flyout.node} />
  );
}

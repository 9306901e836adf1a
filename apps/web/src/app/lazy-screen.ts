import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type ScreenModule = { default: ComponentType };
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy, plus `preload()`. Once preloaded, the screen renders at its first try instead of
 * suspending for a moment: React reads a thenable that answers at once synchronously. That matters
 * when hydrating a prerendered page, whose screen must be drawn in the same pass as the page around
 * it; a screen hydrated later could see answers (the session, say) that the prerendered markup did
 * not have, and React would throw that markup away.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ScreenModule | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Screen = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how React.lazy resolves without suspending
          then: (resolve: (module: ScreenModule) => void) => resolve(loaded as ScreenModule),
        } as Promise<ScreenModule>)
      : preload(),
  );
  return Object.assign(Screen, { preload });
}

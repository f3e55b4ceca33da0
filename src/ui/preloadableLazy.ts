import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy that can be loaded ahead of its first render. A plain lazy component always suspends
 * on that render, even when its chunk is long cached, and React then holds the content back
 * behind the fallback for its 300 ms reveal throttle: that was half of an unlock. Once preload()
 * has resolved, the first render hands React a thenable that settles synchronously, so the
 * component renders in the same pass, with no fallback.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any props
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  preload: () => Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any props
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed chunk load may be retried
        throw error;
      },
    );
    return loading;
  };
  const settled = (module: { default: T }) =>
    ({
      then: (resolve: (value: { default: T }) => void) => resolve(module),
    }) as unknown as Promise<{
      default: T;
    }>;
  const component = lazy(() => (loaded ? settled(loaded) : start()));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

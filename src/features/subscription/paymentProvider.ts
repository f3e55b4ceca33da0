/**
 * The card payment provider's script (Stripe.js), pinned to the "basil" release (spec §7). It is
 * added to the page only here, only when the user starts a purchase and a publishable key is
 * configured: the calculator and the tabs never contact the provider.
 */
export const PROVIDER_SCRIPT_URL = 'https://js.stripe.com/basil/stripe.js';

interface ProviderInstance {
  redirectToCheckout(options: { sessionId: string }): Promise<{ error?: { message?: string } }>;
}
type ProviderFactory = (publishableKey: string) => ProviderInstance;

/** Configured at build time (VITE_PAYMENT_PUBLISHABLE_KEY); none in this build by default. */
export function configuredPublishableKey(): string | null {
  const key: unknown = import.meta.env.VITE_PAYMENT_PUBLISHABLE_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
}

let loading: Promise<ProviderFactory> | null = null;

function loadProvider(): Promise<ProviderFactory> {
  loading ??= new Promise<ProviderFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PROVIDER_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: ProviderFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('The payment provider did not load.'));
    };
    script.onerror = () => reject(new Error('The payment provider did not load.'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a later attempt may try again
    throw error;
  });
  return loading;
}

/** Opens the provider's hosted checkout; false when it could not be reached. */
export async function redirectToCheckout(publishableKey: string, sessionId: string) {
  try {
    const factory = await loadProvider();
    const result = await factory(publishableKey).redirectToCheckout({ sessionId });
    return !result.error;
  } catch {
    return false;
  }
}

import { useEffect, useState } from 'react';
import type { PaymentsConfig } from '../../../api/contract';
import { readPaymentsConfig } from './checkout';

/**
 * The server's payments configuration: undefined while asking, null when the server cannot be
 * asked (offline), else what it can sell and where its store is. Asked once per mount, from our
 * own server only.
 */
export function usePaymentsConfig(): PaymentsConfig | null | undefined {
  const [config, setConfig] = useState<PaymentsConfig | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readPaymentsConfig().then((value) => {
      if (live) setConfig(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}

// MOCK_API_TEST_HOOKS=1 only (browser tests): /api/__mock/* over the server's store, and a dev
// account that requests without a session act as, so a test's API client and its browser see the
// same account. The few switches live in memory: this mode is for one test server, never for
// production or for several instances.
import type { DevAccount, TestHooks } from '../api/options';
import type { ApiStore } from '../api/store/store';

const DEV_ACCOUNT_ID = 'user-1';

export function storeTestHooks(store: ApiStore, paymentsDefault: boolean) {
  let signedIn = true;
  let payments = paymentsDefault;
  let writes: Record<string, number> = {};

  const devAccount: DevAccount = {
    async id() {
      if (!(await store.getAccount(DEV_ACCOUNT_ID))) {
        await store.createAccount(DEV_ACCOUNT_ID, new Date().toISOString()).catch(() => {});
      }
      return DEV_ACCOUNT_ID;
    },
    signedIn: () => signedIn,
    setSignedIn: (value) => {
      signedIn = value;
    },
  };

  const snapshot = async () => {
    const id = await devAccount.id();
    const account = await store.getAccount(id);
    return {
      signedIn,
      user: { id, createdAt: account?.createdAt },
      subscription: await store.getSubscription(id),
      usage: await store.getUsage(id),
      journal: await store.listRecords(id, 'journal'),
      watchlist: await store.listRecords(id, 'watchlist'),
      checkins: await store.listRecords(id, 'checkin'),
      reports: await store.listReports(),
      // New accounts' reports (the dev account's too) wait for review.
      heldReports: await store.listHeldReports(200),
      writes,
      paymentsAvailable: payments,
    };
  };

  const testHooks: TestHooks = {
    snapshot,
    async reset(opts) {
      await store.deleteEverything();
      signedIn = opts.signedIn ?? true;
      payments = opts.paymentsAvailable ?? paymentsDefault;
      writes = {};
      return snapshot();
    },
    async setSignedIn(value) {
      signedIn = value;
    },
  };

  return {
    devAccount,
    testHooks,
    paymentsAvailable: () => payments,
    onApplied: (accountId: string, endpoint: string) => {
      if (accountId === DEV_ACCOUNT_ID) writes[endpoint] = (writes[endpoint] ?? 0) + 1;
    },
  };
}

/**
 * The "turn on notifications" controls of a contact's token (./push.ts), wired to a view: on the
 * contact's page (/follow/<token>) and, compact, on her live location page when its link carries
 * the contact's token (/follow/<session id>?c=<token>#<key>).
 */
import { initialState, turnOff, turnOn, type FollowEnv, type FollowState } from './push';
import { mountView, type Translate } from './view';

export async function startPushControls(
  root: HTMLElement,
  t: Translate,
  env: FollowEnv,
  token: string | null,
  options: { compact?: boolean } = {},
): Promise<void> {
  let subscribed = false;
  let busy = false;
  const settle = (state: FollowState) => {
    if (state === 'on') subscribed = true;
    if (state === 'off' || state === 'unknown') subscribed = false;
    view.show(state, subscribed);
  };
  const run = (working: FollowState, action: () => Promise<FollowState>) => {
    if (busy) return;
    busy = true;
    view.show(working, subscribed);
    void action()
      .catch((): FollowState => 'failed')
      .then((state) => {
        busy = false;
        settle(state);
      });
  };
  const view = mountView(
    root,
    t,
    {
      turnOn: () => token && run('working', () => turnOn(env, token)),
      turnOff: () => token && run('stopping', () => turnOff(env, token)),
    },
    options,
  );
  settle(await initialState(env, token));
}

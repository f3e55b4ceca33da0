/** The Subscription tab's panel: a separate entry so the shell loads it lazily. */
export { SubscriptionPanel } from './SubscriptionPanel';

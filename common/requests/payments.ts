// The body of a paid plan's checkout (POST /api/subscription/create with monthly or yearly; the
// trial is answered before it is read). The checkout answers a problem with its message alone.
import type * as v from 'valibot';
import { PAID_PLANS } from '../payments/prices';
import { body, choice } from './fields';

export const PlanCheckoutRequestSchema = body({ plan: choice('plan', PAID_PLANS) });

export type PlanCheckoutRequest = v.InferOutput<typeof PlanCheckoutRequestSchema>;

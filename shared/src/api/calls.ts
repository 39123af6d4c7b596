import type { CallDefinition } from './define-call';
import { siteCalls } from './site';
import { adminConfigCalls } from './admin-config';
import { accountCalls } from './account';

/** Every call of the contract; the CDK app and the local adapter route from this list. */
export const allCalls: readonly CallDefinition[] = [...siteCalls, ...accountCalls, ...adminConfigCalls];

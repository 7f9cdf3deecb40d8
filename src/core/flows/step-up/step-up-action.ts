import type { StepUpAction, StepUpActionKey } from './step-up.types';

/** The activity types the kit describes in words (as `StepUpActionKey`s); the rest are `other`. */
const described: ReadonlySet<string> = new Set<Exclude<StepUpActionKey, 'other'>>([
  'update_user',
  'update_user_email',
  'update_user_phone_number',
  'create_user_tag',
  'create_api_keys',
  'delete_api_keys',
  'update_policy',
  'delete_private_keys',
  'export_private_key',
  'export_wallet',
  'export_wallet_account',
  'sign_raw_payload',
  'sign_transaction',
  'create_mfa_policy',
  'update_mfa_policy',
  'delete_mfa_policy',
  'create_session_profile',
  'set_ip_allowlist',
  'remove_ip_allowlist',
  'create_webhook_endpoint',
  'update_webhook_endpoint',
  'delete_webhook_endpoint',
  'otp_auth',
  'oauth2_authenticate',
  'create_read_write_session',
  'create_authenticators',
  'delete_authenticators',
  'create_oauth_providers',
  'delete_oauth_providers',
]);

/**
 * What an activity type is, for the UI's words: `ACTIVITY_TYPE_EXPORT_PRIVATE_KEY` →
 * `export_private_key`, `ACTIVITY_TYPE_CREATE_API_KEYS_V2` → `create_api_keys`; a type the kit does
 * not describe → `other`.
 */
export function stepUpActionKey(activityType: string): StepUpActionKey {
  const match = /^ACTIVITY_TYPE_([A-Z0-9_]+?)(?:_V\d+)?$/.exec(activityType);
  const key = match?.[1]?.toLowerCase();
  return key !== undefined && described.has(key) ? (key as StepUpActionKey) : 'other';
}

export function stepUpAction(activityType: string): StepUpAction {
  return { activityType, key: stepUpActionKey(activityType) };
}

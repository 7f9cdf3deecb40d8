#!/usr/bin/env node
// Writes test/fixtures/turnkey-openapi/*.json: the response shapes of Turnkey's published OpenAPI
// documents (the auth proxy's and the public API's swagger) that the kit reads and the mock relay
// answers, trimmed to what the tests check: for each endpoint the kit calls, the definition of its
// 200 answer and every definition that one reaches (names, types, formats, enums, required members),
// without descriptions or titles. `v1Intent` and `v1Result` keep only the members of the kit's
// operations (the other few hundred would pull in most of the document).
//
//   node scripts/extract-published-shapes.mjs <folder with auth_proxy.swagger.json and public_api.swagger.json>
//
// The folder is the project's shared reference (Turnkey's tkhq/sdk `packages/core/src/__inputs__`,
// Apache License 2.0); the tests read only the trimmed copies, never the folder.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const source = process.argv[2];
if (source === undefined) {
  console.error('usage: node scripts/extract-published-shapes.mjs <folder with the swagger files>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'test', 'fixtures', 'turnkey-openapi');

/** The relay endpoints the kit calls. */
const relayEndpoints = ['wallet_kit_config', 'wallet_kit_client_params', 'otp_init_v2', 'otp_verify_v2', 'account', 'otp_login_v2', 'signup_v2', 'oauth_login', 'oauth2_authenticate'];

/** The main API queries the kit makes (transport/operations.ts `queryOperations`, and whoami). */
const queries = [
  'get_authenticator',
  'get_session_profiles',
  'get_authenticators',
  'get_activity',
  'get_oauth_providers',
  'get_user',
  'get_api_keys',
  'list_policies',
  'get_policy',
  'list_private_keys',
  'list_wallets',
  'list_wallet_accounts',
  'get_mfa_policies',
  'get_mfa_policy',
  'get_mfa_status',
  'get_ip_allowlist',
  'list_webhook_endpoints',
  'whoami',
];

/** The kit's submit operations with their intent and result members (transport/operations.ts `submitOperations`). */
const submits = {
  create_read_write_session: ['createReadWriteSessionIntentV2', 'createReadWriteSessionResultV2'],
  create_authenticators: ['createAuthenticatorsIntentV2', 'createAuthenticatorsResult'],
  delete_authenticators: ['deleteAuthenticatorsIntent', 'deleteAuthenticatorsResult'],
  create_oauth_providers: ['createOauthProvidersIntentV2', 'createOauthProvidersResultV2'],
  oauth2_authenticate: ['oauth2AuthenticateIntent', 'oauth2AuthenticateResult'],
  create_webhook_endpoint: ['createWebhookEndpointIntent', 'createWebhookEndpointResult'],
  update_webhook_endpoint: ['updateWebhookEndpointIntent', 'updateWebhookEndpointResult'],
  delete_webhook_endpoint: ['deleteWebhookEndpointIntent', 'deleteWebhookEndpointResult'],
  create_session_profile: ['createSessionProfileIntent', 'createSessionProfileResult'],
  update_user: ['updateUserIntent', 'updateUserResult'],
  otp_auth: ['otpAuthIntent', 'otpAuthResult'],
  set_ip_allowlist: ['setIpAllowlistIntent', 'setIpAllowlistResult'],
  remove_ip_allowlist: ['removeIpAllowlistIntent', 'removeIpAllowlistResult'],
  create_api_keys: ['createApiKeysIntentV2', 'createApiKeysResult'],
  update_policy: ['updatePolicyIntentV2', 'updatePolicyResultV2'],
  delete_private_keys: ['deletePrivateKeysIntent', 'deletePrivateKeysResult'],
  create_user_tag: ['createUserTagIntent', 'createUserTagResult'],
  export_private_key: ['exportPrivateKeyIntent', 'exportPrivateKeyResult'],
  export_wallet: ['exportWalletIntent', 'exportWalletResult'],
  export_wallet_account: ['exportWalletAccountIntent', 'exportWalletAccountResult'],
  update_mfa_policy: ['updateMfaPolicyIntent', 'updateMfaPolicyResult'],
  delete_mfa_policy: ['deleteMfaPolicyIntent', 'deleteMfaPolicyResult'],
  create_mfa_policy: ['createMfaPolicyIntent', 'createMfaPolicyResult'],
  approve_activity: ['approveActivityIntent', 'approveActivityResult'],
  reject_activity: ['rejectActivityIntent', 'rejectActivityResult'],
};

const kept = new Set(['type', 'format', 'enum', 'items', '$ref', 'properties', 'required', 'additionalProperties']);

/** A schema without its prose (descriptions, titles, examples). */
function facts(schema) {
  if (Array.isArray(schema) || schema === null || typeof schema !== 'object') return schema;
  const result = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!kept.has(key)) continue;
    if (key === 'properties') result.properties = Object.fromEntries(Object.entries(value).map(([name, member]) => [name, facts(member)]));
    else if (key === 'items' || key === 'additionalProperties') result[key] = typeof value === 'object' ? facts(value) : value;
    else result[key] = value;
  }
  return result;
}

const refName = (ref) => ref.slice('#/definitions/'.length);

function refsOf(schema, found = []) {
  if (schema === null || typeof schema !== 'object') return found;
  if (typeof schema.$ref === 'string') found.push(refName(schema.$ref));
  for (const value of Object.values(schema)) refsOf(value, found);
  return found;
}

/** `roots` and every definition they reach, trimmed; `only` narrows the members of some definitions. */
function closure(document, roots, only = {}) {
  const definitions = {};
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift();
    if (definitions[name] !== undefined) continue;
    const schema = document.definitions[name];
    if (schema === undefined) throw new Error(`no definition ${name}`);
    const trimmed = facts(schema);
    if (only[name] !== undefined) {
      const missing = only[name].filter((member) => trimmed.properties?.[member] === undefined);
      // A member Turnkey does not publish (approve/reject results) is simply not there.
      trimmed.properties = Object.fromEntries(only[name].filter((member) => !missing.includes(member)).map((member) => [member, trimmed.properties[member]]));
    }
    definitions[name] = trimmed;
    queue.push(...refsOf(trimmed));
  }
  return Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
}

function answerOf(document, path) {
  const operation = document.paths[path]?.post;
  if (operation === undefined) throw new Error(`no POST ${path}`);
  return refName(operation.responses['200'].schema.$ref);
}

const notice = {
  source: "Turnkey's published OpenAPI documents (tkhq/sdk packages/core/src/__inputs__, release v2026.8.4, commit aaede6f3)",
  license: 'Apache-2.0: see LICENSE beside this file. Trimmed by scripts/extract-published-shapes.mjs to the answers the kit reads; descriptions removed.',
};

const relayDocument = JSON.parse(readFileSync(join(source, 'auth_proxy.swagger.json'), 'utf8'));
const relayAnswers = Object.fromEntries(relayEndpoints.map((endpoint) => [endpoint, answerOf(relayDocument, `/v1/${endpoint}`)]));
const relay = { ...notice, answers: relayAnswers, definitions: closure(relayDocument, [...Object.values(relayAnswers), 'rpcStatus']) };
writeFileSync(join(out, 'auth-proxy.answers.json'), `${JSON.stringify(relay, null, 1)}\n`);

const apiDocument = JSON.parse(readFileSync(join(source, 'public_api.swagger.json'), 'utf8'));
const queryAnswers = Object.fromEntries(queries.map((query) => [query, answerOf(apiDocument, `/public/v1/query/${query}`)]));
const submitAnswers = Object.fromEntries(Object.keys(submits).map((operation) => [operation, answerOf(apiDocument, `/public/v1/submit/${operation}`)]));
const only = { v1Intent: Object.values(submits).map(([intent]) => intent), v1Result: Object.values(submits).map(([, result]) => result) };
const api = {
  ...notice,
  queries: queryAnswers,
  submits: submitAnswers,
  definitions: closure(apiDocument, [...Object.values(queryAnswers), ...Object.values(submitAnswers), 'rpcStatus'], only),
};
writeFileSync(join(out, 'public-api.answers.json'), `${JSON.stringify(api, null, 1)}\n`);
console.log(`wrote ${Object.keys(relay.definitions).length} relay and ${Object.keys(api.definitions).length} API definitions to ${out}`);

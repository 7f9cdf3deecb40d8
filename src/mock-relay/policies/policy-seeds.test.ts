import { describe, expect, it } from 'vitest';
import { resolveRelayConfig, validateRelayConfig } from '../relay-config';

describe('the relay setting `policies` (a mock extension)', () => {
  it('accepts policies with an effect and optional condition, consensus and notes; default none', () => {
    const policies = [
      { policyName: 'No profile edits', effect: 'EFFECT_DENY', condition: "activity.type == 'ACTIVITY_TYPE_UPDATE_USER'", notes: '' },
      { policyName: 'Two approvers', effect: 'EFFECT_ALLOW', consensus: 'approvers.count() >= 2' },
    ];
    expect(resolveRelayConfig({ policies }).policies).toEqual(policies);
    expect(resolveRelayConfig().policies).toBeUndefined();
  });

  it.each([
    [{ policies: {} }, 'policies'],
    [{ policies: ['deny'] }, 'policies[0]'],
    [{ policies: [{ effect: 'EFFECT_DENY' }] }, 'policies[0].policyName'],
    [{ policies: [{ policyName: ' ', effect: 'EFFECT_DENY' }] }, 'policies[0].policyName'],
    [{ policies: [{ policyName: 'p' }] }, 'policies[0].effect'],
    [{ policies: [{ policyName: 'p', effect: 'DENY' }] }, 'policies[0].effect'],
    [{ policies: [{ policyName: 'p', effect: 'EFFECT_DENY', condition: 'activity.type == ' }] }, 'policies[0].condition'],
    [{ policies: [{ policyName: 'p', effect: 'EFFECT_DENY', condition: "wallet.id == 'w'" }] }, 'policies[0].condition'],
    [{ policies: [{ policyName: 'p', effect: 'EFFECT_DENY', consensus: 5 }] }, 'policies[0].consensus'],
    [{ policies: [{ policyName: 'p', effect: 'EFFECT_DENY', notes: null }] }, 'policies[0].notes'],
    [{ policies: [{ policyName: 'p', effect: 'EFFECT_DENY', efect: 'x' }] }, 'policies[0].efect'],
    [{ policies: [{ policyName: 'p', effect: 'EFFECT_DENY' }, { policyName: 'p', effect: 'EFFECT_ALLOW' }] }, 'policies[1].policyName'],
  ])('refuses %j naming %s', (input, field) => {
    expect(() => validateRelayConfig(input)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});

/**
 * `approve_activity` and `reject_activity` (Turnkey's published operations, protocol.md section
 * 14): `parameters: {fingerprint}` of an activity an MFA policy holds. They authenticate their own
 * way (an attested stamp is accepted here and nowhere else) and are never held by MFA
 * themselves, so the handler sends them to mfa/mfa-approval.ts rather than through runSubmit.
 */
import type { MfaAnswerRoute } from '../../mfa/mfa-approval';

export const approveActivity: MfaAnswerRoute = { type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY', intentMember: 'approveActivityIntent', answer: 'approve' };

export const rejectActivity: MfaAnswerRoute = { type: 'ACTIVITY_TYPE_REJECT_ACTIVITY', intentMember: 'rejectActivityIntent', answer: 'reject' };

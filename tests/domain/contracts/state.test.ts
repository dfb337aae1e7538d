import { describe, expect, it } from 'vitest';
import { allowedActions, requestStateOf, transition, type ContractState } from '../../../server/domain/contracts/state.js';

const offer: ContractState = { status: 'offer', terminationBy: null };
const accepted: ContractState = { status: 'accepted', terminationBy: null };

describe('contract state machine', () => {
  it('[M4-4] an offer is accepted or rejected by the downline only; its request state goes from new to success', () => {
    expect(requestStateOf(offer)).toBe('new');
    expect(transition(offer, 'accept', 'downline')).toEqual({ ok: true, state: accepted });
    expect(transition(offer, 'reject', 'downline')).toEqual({ ok: true, state: { status: 'rejected', terminationBy: null } });
    expect(transition(offer, 'accept', 'upline')).toEqual({ ok: false, error: 'contract_action_not_allowed' });
    expect(requestStateOf(accepted)).toBe('success');
    expect(transition({ status: 'rejected', terminationBy: null }, 'accept', 'downline')).toEqual({ ok: false, error: 'contract_not_open' });
  });

  it('[M4-4] either side asks to terminate (request state termination), the other agrees (terminated, success)', () => {
    for (const [by, other] of [['upline', 'downline'], ['downline', 'upline']] as const) {
      const asked = transition(accepted, 'terminate', by);
      expect(asked).toEqual({ ok: true, state: { status: 'accepted', terminationBy: by } });
      if (!asked.ok) return;
      expect(requestStateOf(asked.state)).toBe('termination');
      expect(transition(asked.state, 'terminate', by)).toEqual({ ok: false, error: 'termination_already_requested' });
      const done = transition(asked.state, 'terminate', other);
      expect(done).toEqual({ ok: true, state: { status: 'terminated', terminationBy: by } });
      if (done.ok) expect(requestStateOf(done.state)).toBe('success');
    }
    expect(transition(offer, 'terminate', 'upline')).toEqual({ ok: false, error: 'contract_not_open' });
  });

  it('[M4-4] the buttons each side sees', () => {
    expect(allowedActions(offer, 'downline')).toEqual(['accept', 'reject']);
    expect(allowedActions(offer, 'upline')).toEqual([]);
    expect(allowedActions(accepted, 'upline')).toEqual(['terminate']);
    expect(allowedActions({ status: 'terminated', terminationBy: 'upline' }, 'downline')).toEqual([]);
  });
});

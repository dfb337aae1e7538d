// The pure withdrawal rules: receipt states, proof images, bank accounts, limits and local days.
import { describe, expect, it } from 'vitest';
import { dayBoundsOf, daysBetween, localDate, startOfDay } from '../../../server/domain/local-day.js';
import {
  applyReceipt, autoReceiptDue, checkBankAccount, checkWithdrawalAmount, imageTypeOf, paymentPasswordGate, readProof, remainingTurnover, type ReceiptState,
} from '../../../server/domain/withdrawal/rules.js';

const paid: ReceiptState = { status: 'paid', receiptStatus: null, amount: 10_000n, receivedAmount: 0n };

describe('[M3-9] receipt confirmation rules', () => {
  it('received adds up to all received; not received needs a proof; final states refuse more', () => {
    expect(applyReceipt(paid, { choice: 'received', receivedAmount: 4000n, hasProof: false })).toEqual({ ok: true, value: { receiptStatus: 'received', receivedAmount: 4000n, final: false, keepAutoReceipt: true } });
    expect(applyReceipt({ ...paid, receivedAmount: 4000n, receiptStatus: 'received' }, { choice: 'received', receivedAmount: 6000n, hasProof: false }))
      .toMatchObject({ ok: true, value: { receiptStatus: 'all_received', final: true } });
    expect(applyReceipt(paid, { choice: 'not_received', hasProof: false })).toMatchObject({ ok: false, error: { code: 'proof_required' } });
    expect(applyReceipt(paid, { choice: 'not_received', hasProof: true })).toMatchObject({ ok: true, value: { receiptStatus: 'not_received', keepAutoReceipt: false } });
    expect(applyReceipt({ ...paid, status: 'pending' }, { choice: 'all_received', hasProof: false })).toMatchObject({ ok: false, error: { code: 'withdrawal_not_paid' } });
    for (const s of ['all_received', 'forced_received', 'auto_received'] as const) {
      expect(applyReceipt({ ...paid, receiptStatus: s }, { choice: 'all_received', hasProof: false })).toMatchObject({ ok: false, error: { code: 'receipt_already_confirmed' } });
    }
    expect(applyReceipt({ ...paid, receivedAmount: 3000n, receiptStatus: 'received' }, { choice: 'forced_received', receivedAmount: 2000n, hasProof: false }))
      .toMatchObject({ ok: false, error: { code: 'invalid_received_amount' } });
  });

  it('[M4-1] the automatic receipt skips disputed and closed withdrawals', () => {
    const at = new Date('2026-06-01T10:00:00Z');
    expect(autoReceiptDue({ ...paid, autoReceiptAt: at }, at)).toBe(true);
    expect(autoReceiptDue({ ...paid, autoReceiptAt: at }, new Date(at.getTime() - 1))).toBe(false);
    expect(autoReceiptDue({ ...paid, receiptStatus: 'not_received', autoReceiptAt: at }, at)).toBe(false);
    expect(autoReceiptDue({ ...paid, receiptStatus: 'all_received', autoReceiptAt: at }, at)).toBe(false);
  });
});

describe('proof images', () => {
  it('[M9-5] knows png and jpg by their bytes and refuses more than 5 MB before decoding', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x47, 0x49, 0x46]))).toBeNull();
    expect(readProof('A'.repeat(7_000_000))).toMatchObject({ ok: false, error: { code: 'proof_too_large' } });
    expect(readProof(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2]).toString('base64'))).toMatchObject({ ok: true, value: { contentType: 'image/jpeg' } });
  });
});

describe('bank accounts and limits', () => {
  it('[M2-5] normalises the account and compares payee names loosely', () => {
    expect(checkBankAccount({ bankCode: ' aba ', bankName: ' ABA  Bank ', accountNumber: '000-123 456', payeeName: 'sok  dara' }, 'Sok Dara'))
      .toEqual({ ok: true, value: { bankCode: 'ABA', bankName: 'ABA Bank', accountNumber: '000123456', payeeName: 'sok dara' } });
    expect(checkBankAccount({ bankCode: 'ABA', bankName: 'ABA', accountNumber: '000123456', payeeName: 'Dara' }, 'Sok Dara')).toMatchObject({ ok: false, error: { code: 'payee_name_mismatch' } });
  });

  it('[M2-5] checks single, daily count and daily amount limits', () => {
    const limits = { min: 100n, max: 1000n, dailyCount: 2, dailyAmount: 1500n, autoReceiptMinutes: 60, maxBankAccounts: 5, turnoverMultiple: 0 };
    expect(checkWithdrawalAmount(limits, 99n, { count: 0, amount: 0n })).toMatchObject({ ok: false, error: { code: 'amount_below_minimum' } });
    expect(checkWithdrawalAmount(limits, 1000n, { count: 2, amount: 0n })).toMatchObject({ ok: false, error: { code: 'daily_count_exceeded' } });
    expect(checkWithdrawalAmount(limits, 600n, { count: 1, amount: 1000n })).toMatchObject({ ok: false, error: { code: 'daily_amount_exceeded', value: { remaining: 500 } } });
    expect(checkWithdrawalAmount(limits, 500n, { count: 1, amount: 1000n })).toEqual({ ok: true, value: 500n });
  });

  it('[M2-5] locks the payment password after five failures in 15 minutes', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const failures = [1, 2, 3, 4, 5].map((i) => new Date(now.getTime() - i * 60_000));
    expect(paymentPasswordGate(failures.slice(0, 4), now)).toEqual({ locked: false, attemptsLeft: 1 });
    expect(paymentPasswordGate(failures, now)).toEqual({ locked: true, retryAfterSeconds: 10 * 60 });
  });
});

describe('turnover', () => {
  it('[M2-5] bets pay off earlier deposits; a bet while nothing is owed never counts for a later deposit', () => {
    expect(remainingTurnover([])).toBe(0n);
    expect(remainingTurnover([1000n, -300n])).toBe(700n);
    expect(remainingTurnover([-500n, 1000n])).toBe(1000n);
    expect(remainingTurnover([1000n, -1500n, 400n])).toBe(400n);
    expect(remainingTurnover([1000n, 500n, -1200n])).toBe(300n);
  });
});

describe('local days', () => {
  it('[M2-9] finds day bounds in the merchant time zone', () => {
    expect(localDate(new Date('2026-06-01T17:30:00Z'), 'Asia/Phnom_Penh')).toBe('2026-06-02');
    expect(startOfDay('2026-06-02', 'Asia/Phnom_Penh').toISOString()).toBe('2026-06-01T17:00:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayBoundsOf(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin').end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(daysBetween('2026-01-01', '2026-03-31')).toBe(89);
  });
});

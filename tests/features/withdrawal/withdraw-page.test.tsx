// @vitest-environment jsdom
// The withdraw page in the whole shell, over the fake server (docs/money.md "Withdrawal").
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../app/helpers/fake-server';
import { renderApp, resetApp, stubBrowser } from '../../app/helpers/render-app';
import { memberInfo } from '../wallet/fixtures';

const en = { deviceLanguages: ['en-GB'] };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const INFO = {
  currency: USD, min: 1000, max: 5_000_000, dailyCount: 5, dailyAmount: 10_000_000, usedToday: { count: 1, amount: 2000 },
  autoReceiptMinutes: 60, maxBankAccounts: 5, paymentPasswordSet: true, balance: 100_000, turnover: { multiple: 0, remaining: 0 },
};
const ACCOUNT = { bankAccountId: 'b1', bankCode: 'ABA', bankName: 'ABA Bank', accountNumber: '****1234', payeeName: 'PLAYER ONE', createdAt: '2026-11-25T01:00:00Z' };
const withdrawal = (overrides: Record<string, unknown> = {}) => ({
  withdrawalId: 'w1', amount: 2500, currency: 'USD', status: 'paid', bankAccount: ACCOUNT, createdAt: '2026-11-25T02:00:00Z',
  paidAt: '2026-11-25T02:01:00Z', completedAt: null, receiptStatus: null, receivedAmount: 0, remainingAmount: 2500, proofCount: 0,
  canConfirm: true, autoReceiptAt: '2026-11-25T03:01:00Z', autoReceiptMinutes: 60, ...overrides,
});
const BANKS = [{ code: 'ABA', name: 'ABA Bank' }, { code: 'ACLEDA', name: 'ACLEDA Bank' }];
const page = (content: unknown[]) => ({ content, pageNum: 1, totalPages: content.length ? 1 : 0, total: content.length });

type Body = Record<string, unknown>;
function recordPosts(prefix: string): Body[] {
  const bodies: Body[] = [];
  const fetchMock = vi.mocked(fetch);
  const original = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith(prefix) && init?.method === 'POST') bodies.push(JSON.parse(String(init.body)) as Body);
    return original(input, init);
  });
  return bodies;
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
});

const base = (overrides: Record<string, (url: URL) => unknown> = {}) => ({
  '/wps/member/info': () => memberInfo(),
  '/wps/v2/wallets/balance': () => ({ balance: 100_000, currency: USD }),
  '/wps/withdrawal/info': () => INFO,
  '/wps/withdrawal/bank-accounts': () => ({ maxAccounts: 5, realName: 'PLAYER ONE', banks: BANKS, accounts: [ACCOUNT] }),
  '/wps/withdrawal/list': () => page([]),
  ...overrides,
});

describe('withdraw page', () => {
  it('[M2-5] checks the amount against the limits, then sends one request per attempt with the account and the payment password', async () => {
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({ '/wps/withdrawal/request': () => new Promise((resolve) => setTimeout(() => resolve(withdrawal({ status: 'pending', canConfirm: false })), 200)) }),
    });
    expect(await screen.findByText('You have not made any withdrawal yet')).toBeTruthy();
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('Main wallet balance: $1,000.00');
    expect(screen.getByText('Withdrawals today: 1 of 5')).toBeTruthy();
    const amount = screen.getByLabelText('Amount (USD)');
    const submit = screen.getByTestId('withdraw-submit');
    fireEvent.change(amount, { target: { value: '9.99' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toBe('The minimum is $10.00');
    fireEvent.change(amount, { target: { value: '2000' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toBe('Not enough balance in this wallet');
    const bodies = recordPosts('/wps/withdrawal/request');
    fireEvent.change(amount, { target: { value: '25' } });
    // A valid amount without the payment password: the password field says it is empty, the amount stays valid.
    fireEvent.click(submit);
    expect((await screen.findByTestId('withdraw-password-error')).textContent).toBe('Input cannot be empty');
    expect(screen.getByLabelText('Payment password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('withdraw-amount-error')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    expect(screen.queryByTestId('withdraw-password-error')).toBeNull();
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect((await screen.findByTestId('withdraw-success')).textContent).toBe('Your withdrawal of $25.00 was requested.');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ bankAccountId: 'b1', amount: 2500, paymentPassword: '123456' });
    expect(String(bodies[0]!.idempotencyKey)).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('[M2-5] shows the wrong payment password refusal with the attempts left', async () => {
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({ '/wps/withdrawal/request': () => json({ success: false, code: 'wrong_payment_password', value: { attemptsLeft: 3 } }, 400) }),
    });
    fireEvent.change(await screen.findByLabelText('Amount (USD)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe('Wrong payment password. 3 attempts left.');
  });

  it('[M2-5] binds a bank account at one of the merchant\'s banks and removes one', async () => {
    let accounts = [ACCOUNT];
    const posts = { add: 0, remove: 0 };
    // The banks come from the server (the merchant's payments.withdrawal.banks), in its order.
    const banks = [{ code: 'VCB', name: 'Vietcombank' }, { code: 'BIDV', name: 'BIDV' }];
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({
        '/wps/withdrawal/bank-accounts': () => ({ maxAccounts: 5, realName: 'PLAYER ONE', banks, accounts }),
        '/wps/withdrawal/bank-accounts/b1': () => {
          posts.remove += 1;
          accounts = [];
          return { maxAccounts: 5, realName: 'PLAYER ONE', banks, accounts };
        },
      }),
    });
    const bodies = recordPosts('/wps/withdrawal/bank-accounts');
    const list = await screen.findByTestId('bank-account-list');
    expect(within(list).getByText('****1234')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    expect((await screen.findByTestId('bank-account-error')).textContent).toBe('Please enter a valid account number (6 to 34 letters and digits).');
    const number = screen.getByLabelText('Account number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toBe(screen.getByTestId('bank-account-error').id);
    expect(screen.getByLabelText('Account holder').getAttribute('aria-invalid')).toBeNull();
    const bank = screen.getByLabelText<HTMLSelectElement>('Bank');
    expect([...bank.options].map((o) => [o.value, o.textContent])).toEqual([['VCB', 'Vietcombank'], ['BIDV', 'BIDV']]);
    expect(bank.value).toBe('VCB');
    fireEvent.change(bank, { target: { value: 'BIDV' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '000 111 222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The server stores the configured name of the bank: the client sends only its code.
    expect(bodies[0]).toEqual({ bankCode: 'BIDV', accountNumber: '000 111 222', payeeName: 'PLAYER ONE' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove account ****1234' }));
    expect(await screen.findByText('You have not bound a bank account yet')).toBeTruthy();
    expect(posts.remove).toBe(1);
  });

  it('[M2-5] sets the payment password after checking both entries match', async () => {
    let isSet = false;
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({
        '/wps/withdrawal/info': () => ({ ...INFO, paymentPasswordSet: isSet }),
        '/wps/withdrawal/payment-password': () => {
          isSet = true;
          return { isSet: true };
        },
      }),
    });
    expect(await screen.findByTestId('withdraw-needs-password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Confirm payment password'), { target: { value: '123457' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect((await screen.findByTestId('payment-password-error')).textContent).toBe('The two payment passwords differ.');
    fireEvent.change(screen.getByLabelText('Confirm payment password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByTestId('payment-password-saved')).toBeTruthy();
    expect(await screen.findByTestId('withdraw-submit')).toBeTruthy();
  });

  it('[M3-9][M4-1] confirms the receipt of a paid withdrawal: the auto-receipt minutes, a received amount, a proof checked before upload', async () => {
    let current = withdrawal();
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({
        '/wps/withdrawal/list': () => page([current]),
        '/wps/withdrawal/receipt/w1': () => {
          current = withdrawal({ receiptStatus: 'received', receivedAmount: 1000, remainingAmount: 1500 });
          return current;
        },
      }),
    });
    const item = await screen.findByTestId('withdrawal-w1');
    expect(within(item).getByText('Paid')).toBeTruthy();
    expect(within(item).getByTestId('auto-receipt').textContent).toContain('60 minutes after payment');
    const bodies = recordPosts('/wps/withdrawal/receipt/w1');
    // Not received: a file over 5 MB is refused here, before anything is sent.
    fireEvent.click(within(item).getByRole('button', { name: 'Not received' }));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'proof.png', { type: 'image/png' });
    fireEvent.change(within(item).getByLabelText('Proof image'), { target: { files: [big] } });
    expect((await within(item).findByTestId('receipt-error')).textContent).toBe('The proof image must be at most 5 MB.');
    const pdf = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    fireEvent.change(within(item).getByLabelText('Proof image'), { target: { files: [pdf] } });
    fireEvent.click(within(item).getByTestId('receipt-submit'));
    expect((await within(item).findByTestId('receipt-error')).textContent).toBe('The proof must be a png or jpg image.');
    expect(bodies).toHaveLength(0);
    // Received with an amount above what remains is refused; then a part of it.
    fireEvent.click(within(item).getByRole('button', { name: 'Received' }));
    fireEvent.change(within(item).getByLabelText('Received amount'), { target: { value: '30' } });
    fireEvent.click(within(item).getByTestId('receipt-submit'));
    expect((await within(item).findByTestId('receipt-error')).textContent).toBe('The received amount cannot be more than the remaining amount.');
    fireEvent.change(within(item).getByLabelText('Received amount'), { target: { value: '10' } });
    fireEvent.click(within(item).getByTestId('receipt-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ choice: 'received', receivedAmount: 1000 });
    await waitFor(() => expect(screen.getByTestId('withdrawal-w1').textContent).toContain('Remaining amount: $15.00'));
  });

  it('[M3-9] sends a png proof as base64 with not received, and all received in one click', async () => {
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({ '/wps/withdrawal/list': () => page([withdrawal()]), '/wps/withdrawal/receipt/w1': () => withdrawal() }),
    });
    const item = await screen.findByTestId('withdrawal-w1');
    const bodies = recordPosts('/wps/withdrawal/receipt/w1');
    fireEvent.click(within(item).getByRole('button', { name: 'Not received' }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'proof.png', { type: 'image/png' });
    fireEvent.change(within(item).getByLabelText('Proof image'), { target: { files: [png] } });
    fireEvent.click(within(item).getByTestId('receipt-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ choice: 'not_received' });
    expect(String(bodies[0]!.proof)).toMatch(/^data:image\/png;base64,iVBORw0KGgo=$/);
    fireEvent.click(within(screen.getByTestId('withdrawal-w1')).getByRole('button', { name: 'All received' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ choice: 'all_received' });
  });

  it('[M2-5] says withdrawals are unavailable when the merchant offers none, and offers a retry on a failure', async () => {
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({ '/wps/withdrawal/info': () => json({ success: false, code: 'withdrawal_unavailable' }, 403) }),
    });
    expect(await screen.findByText('Withdrawals are not available on this site.')).toBeTruthy();
  });

  it('[M3-9] closes a withdrawal with forced received, the whole amount when no amount is typed', async () => {
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({ '/wps/withdrawal/list': () => page([withdrawal()]), '/wps/withdrawal/receipt/w1': () => withdrawal() }),
    });
    const item = await screen.findByTestId('withdrawal-w1');
    const bodies = recordPosts('/wps/withdrawal/receipt/w1');
    fireEvent.click(within(item).getByRole('button', { name: 'Forced received' }));
    expect(within(item).getByText('The total that arrived; leave empty for the whole $25.00.')).toBeTruthy();
    fireEvent.click(within(item).getByTestId('receipt-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ choice: 'forced_received' });
  });

  it('[M2-5] changes the payment password with the old one and shows the lock with the seconds to wait', async () => {
    await renderApp({
      path: '/member/withdraw', token: 'tok', ...en,
      handlers: base({ '/wps/withdrawal/payment-password/change': () => json({ success: false, code: 'payment_password_locked', value: { retryAfterSeconds: 600 } }, 429) }),
    });
    const bodies = recordPosts('/wps/withdrawal/payment-password/change');
    fireEvent.click(await screen.findByRole('button', { name: 'Change payment password' }));
    fireEvent.change(screen.getByLabelText('Current payment password'), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('New payment password'), { target: { value: '222222' } });
    fireEvent.change(screen.getByLabelText('Confirm payment password'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect((await screen.findByTestId('payment-password-error')).textContent).toBe('Too many wrong payment passwords. Please try again in 600 seconds.');
    expect(bodies[0]).toEqual({ oldPassword: '111111', newPassword: '222222', confirmNewPassword: '222222' });
  });
});


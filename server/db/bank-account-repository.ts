// A member's bound bank accounts for withdrawals (M2-5) and the real name their payee must match. Every query names
// the merchant.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { WithdrawalRejection, wok, type WResult } from '../domain/withdrawal/errors.js';
import { checkBankAccount, type BankAccountInput } from '../domain/withdrawal/rules.js';
import { lockMemberPayee } from './member-repository.js';
import type { Db } from './schema.js';
import type { MemberBankAccountTable } from './withdrawal-schema.js';

export interface BankAccount {
  bankAccountId: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  createdAt: Date;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function bankAccount(row: Selectable<MemberBankAccountTable>): BankAccount {
  return {
    bankAccountId: row.bank_account_id, bankCode: row.bank_code, bankName: row.bank_name, accountNumber: row.account_number,
    payeeName: row.payee_name, createdAt: new Date(row.created_at),
  };
}

export function createBankAccountRepository(db: Db, now: () => Date) {
  return {
    async list(merchantId: string, memberId: string): Promise<BankAccount[]> {
      const rows = await db.selectFrom('member_bank_account').selectAll().where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('removed_at', 'is', null).orderBy('created_at').orderBy('bank_account_id').execute();
      return rows.map(bankAccount);
    },

    async realName(merchantId: string, memberId: string): Promise<string | null> {
      const row = await db.selectFrom('member').select('payee_name').where('merchant_id', '=', merchantId).where('member_id', '=', memberId).executeTakeFirst();
      return row?.payee_name ?? null;
    },

    /**
     * Binds an account. The member row is locked so two requests cannot both pass the count; the first account of
     * a member without a real name on record makes its payee the member's real name.
     */
    async add(merchantId: string, memberId: string, input: BankAccountInput, maxAccounts: number): Promise<WResult<BankAccount>> {
      try {
        return await db.transaction().execute(async (trx) => {
          const member = await lockMemberPayee(trx, merchantId, memberId);
          if (!member) throw new WithdrawalRejection({ code: 'bank_account_not_found' });
          const checked = checkBankAccount(input, member.payee_name);
          if (!checked.ok) throw new WithdrawalRejection(checked.error);
          const active = await trx.selectFrom('member_bank_account').select(['bank_code', 'account_number']).where('merchant_id', '=', merchantId)
            .where('member_id', '=', memberId).where('removed_at', 'is', null).execute();
          const a = checked.value;
          if (active.some((r) => r.bank_code === a.bankCode && r.account_number === a.accountNumber)) throw new WithdrawalRejection({ code: 'bank_account_exists' });
          if (active.length >= maxAccounts) throw new WithdrawalRejection({ code: 'bank_account_limit_reached', value: { maxAccounts } });
          const row = await trx.insertInto('member_bank_account').values({
            merchant_id: merchantId, bank_account_id: randomUUID(), member_id: memberId, bank_code: a.bankCode, bank_name: a.bankName,
            account_number: a.accountNumber, payee_name: a.payeeName, created_at: now(), removed_at: null,
          }).returningAll().executeTakeFirstOrThrow();
          if (member.payee_name === null || member.payee_name.trim() === '') {
            await trx.updateTable('member').set({ payee_name: a.payeeName }).where('merchant_id', '=', merchantId).where('member_id', '=', memberId).execute();
          }
          return wok(bankAccount(row));
        });
      } catch (err) {
        if (err instanceof WithdrawalRejection) return { ok: false, error: err.error };
        throw err;
      }
    },

    /** Unbinds an account; withdrawals made to it keep their own copy of its details. */
    async remove(merchantId: string, memberId: string, bankAccountId: string): Promise<boolean> {
      if (!uuid.test(bankAccountId)) return false;
      const res = await db.updateTable('member_bank_account').set({ removed_at: now() }).where('merchant_id', '=', merchantId)
        .where('member_id', '=', memberId).where('bank_account_id', '=', bankAccountId).where('removed_at', 'is', null).executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },
  };
}

export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;

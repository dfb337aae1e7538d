// PKCE for OpenID Connect sign-in (docs/api-accounts.md, "Social sign-in"): each started sign-in keeps the code
// verifier whose S256 challenge went to the provider; the code exchange sends it, so an intercepted authorization
// code is of no use without it. Rows started before this migration have none and exchange without it.
import { sql, type Kysely, type Migration } from 'kysely';

export const oidcPkceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table oidc_state add column code_verifier text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table oidc_state drop column if exists code_verifier`.execute(db);
  },
};

// Where the account popups open (spec P2.1-2, P2.3-1): the accounts feature's host, which also holds the after-login,
// after-registration and logout dialogs; their code loads with the first one opened.
export { AuthHost as AuthModalHost } from '../features/auth/components/auth-host';

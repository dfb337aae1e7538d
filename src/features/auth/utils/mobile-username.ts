// Spec P4.4-9 and P3-20: in mobile registration the username is the mobile number without one leading 0, and the
// automatic login after a reset by mobile sends the same trimmed number, so both name the same account.
export function usernameFromMobile(mobileNum: string): string {
  return mobileNum.trim().replace(/^0/, '');
}

/**
 * The logged-in user's bar above the header: expiry banner, account links and log out.
 * (Filled in by the account area; renders nothing for visitors.)
 */
export function AccountBar() {
  return null;
}

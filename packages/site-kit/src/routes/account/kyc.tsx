/** Never shown: the loader (kyc.server.ts) always redirects to the login page. */
export default function Kyc() {
  return null;
}

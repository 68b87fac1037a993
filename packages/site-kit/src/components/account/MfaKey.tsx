import { QrCode } from './QrCode';

/**
 * The base32 key in groups of four, as authenticator apps show it.
 *
 * @example groupedKey('JBSWY3DPEHPK3PXP') // 'JBSW Y3DP EHPK 3PXP'
 */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface MfaKeyProps {
  /** The authenticator's base32 key. */
  secret: string;
  /** Its `otpauth://` URI, drawn as the QR code. */
  otpauthUri: string;
  /** The QR code's name and caption ("Scan with your authenticator app"). */
  scanHint: string;
  /** The manual key's label ("Can't scan? Enter this key"). */
  manualKey: string;
}

/**
 * An authenticator key to bind: its QR code and the key to type by hand. The Security page
 * (binding MFA to an account) and the team invitation page (binding it while joining a team
 * that requires it) show the same.
 *
 * @example <MfaKey secret={setup.secret} otpauthUri={setup.otpauthUri} scanHint={labels.scanHint} manualKey={labels.manualKey} />
 */
export function MfaKey({ secret, otpauthUri, scanHint, manualKey }: MfaKeyProps) {
  return (
    <div className="account-mfa">
      <figure className="account-mfa__qr">
        <QrCode value={otpauthUri} label={scanHint} />
        <figcaption>{scanHint}</figcaption>
      </figure>
      <dl className="account-facts">
        <dt>{manualKey}</dt>
        <dd className="account-code">{groupedKey(secret)}</dd>
      </dl>
    </div>
  );
}

import type { LoginFormText } from '../../interface-types';

export const loginForm: LoginFormText = {
  totpCode: 'Authenticator code',
  totpHint: 'Open your authenticator app and enter the six digits it shows now.',
  totpInvalid: 'Enter the six-digit code',
  mfaStep: 'This account uses multi-factor authentication: enter the code from your app.',
  loggingInAs: 'Logging in as {name}',
  changeAccount: 'Use another account',
  verify: 'Verify and log in',
  idle: 'You were logged out after a period of inactivity. Please log in again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  inactiveDetail:
    'Open the link in your activation message: on the activation page you choose a password, then log in. If you cannot find the link or it has expired, ask your administrator or our team to send a new one.',
};

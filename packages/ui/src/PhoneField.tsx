import { checkMobilePhone } from '@kyc/validators';
import { TextField, type TextFieldProps } from './TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'startAdornment'> & {
  /**
   * Country calling code shown before the number.
   *
   * @default '+86'
   */
  callingCode?: string;
};

/**
 * A mainland mobile number input (11 digits, numeric keypad) checked with `checkMobilePhone`.
 *
 * @param props - {@link PhoneFieldProps}.
 * @example
 * ```tsx
 * <PhoneField label="手机号" name="phone" required />
 * ```
 */
export function PhoneField({
  validate = checkMobilePhone,
  callingCode = '+86',
  ...rest
}: PhoneFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={11}
      {...rest}
      type="tel"
      validate={validate}
      startAdornment={callingCode}
    />
  );
}

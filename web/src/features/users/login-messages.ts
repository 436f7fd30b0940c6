import type {
  ActivationErrorCode,
  DeviceCodeResultCode,
  DeviceRegistrationErrorCode,
  LoginResultCode,
  OneTimePasswordErrorCode,
} from '@shared/contracts/account-login';
import type { ResetPasswordErrorCode } from '@shared/contracts/account-password';
import type users from '@shared/i18n/locales/en/users.json';

/** Spec §8 texts of the sign-in screens, as keys of users.json. */

type LoginResultKey = keyof (typeof users)['login_result'];
type OtpErrorKey = keyof (typeof users)['otp_error'];
type ResetErrorKey = keyof (typeof users)['reset_error'];
type ActivationErrorKey = keyof (typeof users)['activation_error'];
type DeviceErrorKey = keyof (typeof users)['device_error'];

/** Spec §8 Gateway login results; anything unlisted is "Login failure". */
export function loginResultKey(result: LoginResultCode): `login_result.${LoginResultKey}` {
  const keys: Partial<Record<LoginResultCode, LoginResultKey>> = {
    N: 'incorrect',
    F: 'incorrect',
    V: 'not_active',
    S: 'suspended',
    G: 'max_inactive_days',
    E: 'server_error',
  };
  return `login_result.${keys[result] ?? 'failure'}`;
}

/** Spec §8 one-time password errors; ERR999 and anything unknown is "Login failure". */
export function otpErrorKey(code: OneTimePasswordErrorCode): `otp_error.${OtpErrorKey}` {
  const keys: Partial<Record<OneTimePasswordErrorCode, OtpErrorKey>> = {
    ERR001: 'already_verified',
    ERR002: 'incorrect',
    ERR003: 'expired',
    ERR004: 'disabled',
    ERR005: 'suspended',
    ERR006: 'device_not_registered',
    ERR007: 'ip_invalid',
    ERR008: 'deactivated',
  };
  return `otp_error.${keys[code] ?? 'failure'}`;
}

/** Spec §8 reset password codes (meanings as shared/contracts/account-password.ts reads them). */
export function resetErrorKey(code: ResetPasswordErrorCode): `reset_error.${ResetErrorKey}` {
  const keys: Record<ResetPasswordErrorCode, ResetErrorKey> = {
    ERR001: 'client_not_found',
    ERR002: 'wrong_key',
    ERR003: 'service_unavailable',
    ERR004: 'deactivated',
    ERR005: 'too_short',
    ERR006: 'too_long',
    ERR007: 'used_before',
    ERR008: 'special_characters',
    ERR009: 'letters_and_numbers',
    ERR010: 'enhanced_policy',
    ERR011: 'email_failed',
    ERR012: 'client_not_created',
    ERR013: 'key_expired',
    ERR999: 'unknown',
  };
  return `reset_error.${keys[code]}`;
}

/** Spec §8 activation errors (no activation flow yet: for when it arrives). */
export function activationErrorKey(
  code: ActivationErrorCode,
): `activation_error.${ActivationErrorKey}` {
  const keys: Record<ActivationErrorCode, ActivationErrorKey> = {
    emptyClientCode: 'empty_client_code',
    emptyVerificationKey: 'empty_verification_key',
    incorrectClientCodeOrVerificationKey: 'incorrect_client_code_or_verification_key',
    serviceNotAvailable: 'service_not_available',
    deactivatedAccount: 'deactivated_account',
    emailFail: 'email_fail',
  };
  return `activation_error.${keys[code]}`;
}

/**
 * Spec §8 device registration errors and device code results 100-112 (no registration flow yet:
 * for when it arrives). The numbered codes have no meanings in the spec: one text names the code.
 */
export function deviceErrorMessage(code: DeviceRegistrationErrorCode | DeviceCodeResultCode): {
  key: `device_error.${DeviceErrorKey}`;
  values?: { code: number };
} {
  if (typeof code === 'number') return { key: 'device_error.code', values: { code } };
  const keys: Record<DeviceRegistrationErrorCode, DeviceErrorKey> = {
    exceedMaxSaveDevice: 'exceed_max_save_device',
    deviceCodeNotFound: 'device_code_not_found',
    incorrectDeviceCode: 'incorrect_device_code',
    incorrectPassword: 'incorrect_password',
  };
  return { key: `device_error.${keys[code]}` };
}

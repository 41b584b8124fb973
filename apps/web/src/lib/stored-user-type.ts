import { USER_TYPES, type UserType } from '@homebid/shared/constants';

/** The spec's client-kept `user_type`: the shell hides My Bids for home_owner by it. */
const KEY = 'user_type';

export function readStoredUserType(): UserType | null {
  const value = localStorage.getItem(KEY);
  return USER_TYPES.includes(value as UserType) ? (value as UserType) : null;
}

export function storeUserType(userType: UserType) {
  localStorage.setItem(KEY, userType);
}

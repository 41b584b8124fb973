import { LIMITS, MSG } from '@homebid/shared/constants';

export const JPG_PNG_TYPES = ['image/jpeg', 'image/png'];
export const JPG_PNG_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export interface ImageRules {
  maxBytes?: number;
  types?: string[];
  tooLargeMessage?: string;
  wrongTypeMessage?: string;
}

/**
 * The browser's quick check before an upload (the server checks the bytes again): the message to show, or null
 * when the file may go. Defaults: JPG/PNG under the 2 MB profile-image limit, with the spec's words.
 */
export function checkImageFile(file: File, rules: ImageRules = {}): string | null {
  const { maxBytes = LIMITS.profileImageBytes, types = JPG_PNG_TYPES } = rules;
  if (!types.includes(file.type)) return rules.wrongTypeMessage ?? MSG.imageJpgPng;
  if (file.size >= maxBytes) return rules.tooLargeMessage ?? MSG.imageTooLarge;
  return null;
}

// Browser flows several scenarios share: phone verification and the onboarding wizard, as a person does them.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { isValidUsPhone, toE164 } from '@homebid/shared/domain/phone';
import { createPngBytes } from '../../apps/server/test/support/upload-files';
import { extractCode, waitForOutbox } from './outbox';

/** A random valid US number (10 digits) in the 401 area, none of the banned digit runs. */
export function makeUsPhone(): string {
  for (;;) {
    const digits = `401${randomInt(2, 10)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (isValidUsPhone(digits)) return digits;
  }
}

/** A real PNG file for upload inputs. */
export const pngFile = (name = 'photo.png') => ({ name, mimeType: 'image/png', buffer: createPngBytes(32, 32) });

/** Waits until the page's path (and optionally its query) matches. */
export async function waitForPath(page: Page, path: string | RegExp, timeout = 20_000) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)), { timeout });
}

/**
 * On /v1/verify-phone-number: types the number, ticks the ALTCHA box and waits for its proof of work, presses
 * 'GET OTP', reads the code from the dev outbox and presses 'VERIFY OTP'. Returns the E.164 number.
 */
export async function verifyPhoneInBrowser(page: Page, serverUrl: string, digits = makeUsPhone()): Promise<string> {
  const phone = toE164(digits);
  await page.getByRole('heading', { name: 'Verify Your Phone Number' }).waitFor();
  await page.getByLabel('Phone number, United States (+1)').fill(digits);
  // the widget draws its own box over the native checkbox (force the click); it is ticked once solved
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click({ force: true });
  const getOtp = page.getByRole('button', { name: 'GET OTP' });
  // the widget solves its proof of work in a worker: slow on a busy machine
  await expect.poll(() => getOtp.isEnabled(), { timeout: 60_000 }).toBe(true);
  const since = new Date();
  await getOtp.click();
  const sms = await waitForOutbox(serverUrl, phone, { since, match: (m) => m.channel === 'sms' });
  const code = extractCode(sms.body);
  await page.locator('.ant-otp input').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'VERIFY OTP' }).click();
  return phone;
}

/** Picks `option` in the antd Select labelled `label` (typing to search, then Enter). */
export async function chooseInSelect(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(option);
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

/**
 * On /v1/profile-onboard as a new user: Profile Details (choosing Contractor/Sub-Contractor), Profile Photo,
 * Business Details, Select Industry and Certifications ('Add Certification', then 'Save').
 */
export async function completeContractorOnboarding(page: Page, details: { name?: string; certificateTitle?: string } = {}) {
  const stepHeading = (name: string) => page.getByRole('heading', { name, exact: true });
  await stepHeading('Profile Details').waitFor();
  if (details.name) await page.getByLabel('Display Name').fill(details.name);
  await page.getByLabel('Street Address').fill('1 Main St');
  await page.getByLabel('City').fill('Providence');
  await page.getByLabel('State').selectOption('Rhode Island');
  await page.getByLabel('Zip Code').fill('02903');
  await page.getByRole('radio', { name: 'Contractor/Sub-Contractor' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Details saved successfully.').first().waitFor();

  await stepHeading('Profile Photo').waitFor();
  await page.locator('input[type="file"]').setInputFiles(pngFile());
  await page.getByRole('img', { name: /Profile photo of/ }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading('Business Details').waitFor();
  await page.getByLabel('Business Name').fill('E2E Builders LLC');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading('Select Industry').waitFor();
  await chooseInSelect(page, 'Industry', 'Electrical');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();

  await stepHeading('Certifications').waitFor();
  const title = details.certificateTitle ?? 'Licensed Electrician';
  await page.getByRole('button', { name: 'Add Certification' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Certification' });
  await modal.getByLabel('Title').fill(title);
  await modal.locator('input[type="file"]').setInputFiles(pngFile('certificate.png'));
  await modal.getByRole('button', { name: 'Add' }).click();
  await modal.waitFor({ state: 'hidden' });
  await page.getByText(title).first().waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
}
